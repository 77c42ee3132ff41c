import type { FormDesign, FormStatusValue } from '#core/forms';

/**
 * - editing: kept on the device as the author types; not asked to be sent
 * - pending: the author saved while the server could not be reached: sent when the connection returns
 * - conflict: the server's version moved meanwhile; `conflictTheirs` is that version, waiting for the author
 */
export type DesignDraftState = 'editing' | 'pending' | 'conflict';

/** One designer tab's draft of one form (or of a new form, formId null). */
export interface DesignDraft {
  /** random, fixed for the draft's life (a new form keeps it when the server gives it an id) */
  key: string;
  formId: number | null;
  /** the designer tab that owns it (kept in that tab's sessionStorage) */
  editorId: string;
  /** the server version the edit started from; null for a new form */
  baseVersion: number | null;
  /** the design at baseVersion: the common ancestor of a three-way merge */
  baseDesign: FormDesign | null;
  /** the author's design, as typed (may not be valid yet) */
  design: FormDesign;
  updatedAt: string;
  state: DesignDraftState;
  conflictTheirs?: FormDesign;
  conflictVersion?: number;
  /** why the last send was refused by the server (a sign-in, a lost permission); null otherwise */
  problem: { code: string; message: string } | null;
}

/** What the server answered to a create or update. */
export interface SavedDesign {
  formId: number;
  version: number;
  shortUrl: string;
  status: FormStatusValue;
  /** the stored design: table cells carry their ids, no markers, no deleted cells */
  design: FormDesign;
}

export type DesignSendOutcome =
  | { kind: 'saved'; saved: SavedDesign }
  | { kind: 'conflict'; theirs: FormDesign; theirsVersion: number }
  | { kind: 'unreachable' }
  | { kind: 'refused'; code: string; message: string };

/** How a draft reaches the server: the app builds it (cell markers, API calls, 409 → the server's form). */
export interface DesignSyncTransport {
  send(draft: DesignDraft): Promise<DesignSendOutcome>;
}
