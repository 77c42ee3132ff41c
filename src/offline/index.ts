/** The offline layer's public API: the app imports only from here. */
export type { AnswerDraft, OutboxItem, OutboxState, SyncConfig, SyncStatus } from './contract';
export { db, DB_NAME, OfflineDb, subscribeDatabaseReplaced, databaseReplaced } from './db';
export type { QuarantineRow, DatabaseReplacedEvent } from './db';
export { queueResponse, retryItem, discardItem, readOutbox, getOutboxItem } from './outbox';
export type { QueueOptions, OutboxSnapshot } from './outbox';
export { flushOutbox } from './flush';
export type { FlushOptions, FlushReport } from './flush';
export { createFetchTransport } from './transport';
export type { SyncTransport, BatchSender, TransportOutcome, FetchTransportOptions } from './transport';
export { ClientErrorCode, CLIENT_ERROR_CODES, isClientErrorCode } from './http/client-error-code';
export type { ClientErrorCodeValue } from './http/client-error-code';
export {
  sendRequest, readEnvelope, readFailure, identityHeaders, JSON_HEADERS, RequestFailed, REQUEST_TIMEOUT_MS,
} from './http/http-client';
export type { HttpRequest, HttpReply, ReplyLike, EnvelopeReading, FailedReading, RequestIdentity } from './http/http-client';
export { startSyncTriggers, requestFlush, BACKGROUND_SYNC_TAG } from './triggers';
export type { SyncTriggerOptions } from './triggers';
export { backgroundFlush } from './background-flush';
export type { BackgroundFlushOptions } from './background-flush';
export { setSyncConfig, getSyncConfig, getDeviceId } from './meta';
export { subscribeSyncStatus } from './status';
export type { StatusOptions } from './status';
export { saveDraft, loadDraft, deleteDraft } from './drafts';
export { rememberPublicForm, getRememberedForm } from './forms-cache';
export { listUnreadableRows } from './quarantine';
export { backoffDelayMs } from './backoff';
export { keepAuthorCopy, readAuthorCopy, clearAuthorCache } from './author-cache';
export type { DesignDraft, DesignDraftState, SavedDesign, DesignSendOutcome, DesignSyncTransport } from './design-drafts/design-drafts-contract';
export {
  listDesignDrafts, findDesignDrafts, readDesignDraft, putDesignDraft, saveDesignDraftEdit, changeDesignDraft, deleteDesignDraft,
  recordDesignSaved, recordDesignConflict, settleDesignConflict,
} from './design-drafts/design-drafts';
export type { DesignDraftEdit } from './design-drafts/design-drafts';
export { claimDesignDraft } from './design-drafts/design-drafts-claim';
export type { ClaimedDesignDraft, ClaimOptions } from './design-drafts/design-drafts-claim';
export { syncDesignDrafts, sendDesignDraft, onDesignDraftSent, countPendingDesignDrafts } from './design-drafts/design-drafts-sync';
export type { DesignSentEvent, DesignSyncReport } from './design-drafts/design-drafts-sync';
export { startDesignDraftSync, requestDesignDraftSync } from './design-drafts/design-drafts-triggers';
export type { DesignSyncTriggerOptions } from './design-drafts/design-drafts-triggers';
export { queueErrorReport } from './report-outbox';
export { markFormOffline, unmarkFormOffline, listOfflineForms, isFormOffline, subscribeOfflineForms, subscribeFormOffline, formImageUrls,
  shortUrlOfForm, subscribeVisibleOutbox } from './offline-forms';
export type { OfflineFormSummary, KeepOptions, KeepReport } from './offline-forms';
export { flushReports, listQueuedReports, subscribeQueuedReports, retryReport, discardReport, watchReportDelivery } from './report-outbox';
export type { QueuedReport, ReportDelivery, ReportFlushOptions, ReportFlushResult } from './report-outbox';
export { exportOutbox, importOutbox, backupFileName, BackupError, BACKUP_FORMAT } from './outbox-backup';
export type { ExportOptions, ImportReport, BackupSummary } from './outbox-backup';
export { retryWithProof } from './outbox-proof';
export type { SubmissionProof } from './outbox-proof';
export {
  setCurrentOwner, getCurrentOwner, sendableNow, ownerStamp, credentialsFor, unsentFor, keepForUser, restoreParkedDrafts, sendBeforeSignOut,
} from './ownership';
export type { UnsentSummary } from './ownership';
export { requestPersistentStorage, readStorageHealth, isLow as isStorageLow, PERSIST_ASK_INTERVAL_MS } from './storage-health';
export type { PersistOptions } from './storage-health';
export type { StorageHealth } from './storage-health';
export { loadLocalities, prefetchAllLocalities, readKeptLocalities, localityCacheKey, LocalityLoadError } from './localities';
export type { LocalityQuery, LocalityLoadOptions } from './localities';
export { keepAttachment, readAttachment, dropAttachment, sweepAttachments, AttachmentErrorCode } from './attachments';
export type { StoredAttachment } from './attachments';
export { prepareForSend } from './send-prep';
export type { PreparedItem, SendPrepOptions } from './send-prep';
export { UPLOAD_CHUNK_BYTES } from './attachment-upload';
export { claimAnswerDraft } from './answer-draft-claim';
export { warnInBackground } from './diagnostics';
