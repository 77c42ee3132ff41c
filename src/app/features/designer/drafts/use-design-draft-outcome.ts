import { ApiError } from '#app/shared/http/api-error';

/** What the designer tells the author after a save, a publish, a sync or a conflict. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'problems'; count: number }
  | { kind: 'published' }
  | { kind: 'error'; error: unknown }
  /** kept on the device as pending: sent when the connection is back (not an error) */
  | { kind: 'storedOffline' }
  /** publishing needs the server: the design is kept on the device meanwhile */
  | { kind: 'publishOffline' }
  /** a save kept on the device reached the server when the connection returned */
  | { kind: 'sentLater' }
  /** the server's newer version merged with the author's edits, not yet saved */
  | { kind: 'merged' }
  /** the author settled the conflicts, not yet saved */
  | { kind: 'resolved' }
  /** a conflict waits for the author's choice */
  | { kind: 'conflict' }
  | { kind: 'copied' }
  | { kind: 'discarded' }
  | null;

/** A refusal the server gave to a draft's send, shown like a failed save. */
export const refusal = (code: string, message: string) => new ApiError(400, code, message);
