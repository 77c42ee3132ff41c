import type { Answers } from '#core/answers';
import type { ResponseSubmission } from '#core/api';

/**
 * What the page (and the service worker) may ask of the offline layer. The implementation
 * lives beside this file; the app imports only from `#offline/index`.
 */
export type OutboxState = 'pending' | 'sending' | 'needs-attention' | 'rejected';

export interface OutboxItem {
  responseId: string;
  submission: ResponseSubmission;
  formTitle: string;
  state: OutboxState;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /**
   * Why it could not be sent: a server ErrorCode with its message already in the person's language,
   * or a ClientErrorCode with an empty message (the app translates the code).
   */
  problem: { code: string; message: string } | null;
  /** the signed-in user (id) who queued it, on a shared device; absent for anonymous answers (ownership.ts) */
  owner?: string | undefined;
}

export interface AnswerDraft {
  formId: number;
  formVersion: number;
  answers: Answers;
  updatedAt: string;
  /** the page (phase index) the person was on */
  page?: number | undefined;
  /** proof of a verified email or phone (settings.verification), kept so a reload does not ask again */
  verification?: { token: string; target: string; expiresAt: string } | undefined;
}

export interface SyncStatus {
  /**
   * The server can be reached, as far as we know: the browser is online AND the last exchange with
   * the server did not fail at the network level (NETWORK_ERROR / TIMEOUT). Back to true after the
   * next exchange the server answers, or a flush that finds nothing left to send.
   */
  online: boolean;
  waiting: number;
  needsAttention: OutboxItem[];
  lastSyncAt: string | null;
  /** The server's text of the last failure (already in the person's language); null when there is none. */
  lastError: string | null;
  syncing: boolean;
  /**
   * Code of the last failure, null after a successful exchange: a server ErrorCode or a
   * ClientErrorCode (CLIENT_ERROR_CODES). Always set by subscribeSyncStatus; optional only so that
   * placeholder statuses built by the app stay valid.
   */
  lastErrorCode: string | null;
  /** navigator.onLine alone (`online` also needs the server reachable). */
  browserOnline?: boolean;
  /** Since when every exchange failed at the network level; null when the server was reachable. */
  serverUnreachableSince?: string | null;
  /** Outbox rows that could not be read (older or damaged data): kept, never sent, never deleted. */
  unreadable?: number;
  /** When the next automatic retry of a waiting item is due. */
  nextAttemptAt?: string | null;
}

/** Settings the sync engine needs to talk to the API; stored in Dexie so the service worker has them too. */
export interface SyncConfig {
  companyId: string;
  language: string;
}
