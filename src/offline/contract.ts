import type { Answers } from '#core/answers/answer.schema';
import type { ResponseSubmission } from '#core/api/responses.contract';

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
  /** Why it could not be sent: server code and a message already in the person's language. */
  problem: { code: string; message: string } | null;
}

export interface AnswerDraft {
  formId: number;
  formVersion: number;
  answers: Answers;
  updatedAt: string;
}

export interface SyncStatus {
  online: boolean;
  waiting: number;
  needsAttention: OutboxItem[];
  lastSyncAt: string | null;
  lastError: string | null;
  syncing: boolean;
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
