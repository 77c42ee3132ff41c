import type { Answers } from '#core/answers';
import { isFileList } from '#core/answers';
import { AttachmentErrorCode, pendingLocalIds, readAttachment, sweepAttachments } from './attachments';
import { type UploadOptions, UploadStopped, uploadAttachment } from './attachment-upload';
import type { OutboxItem, SyncConfig } from './contract';
import { db } from './db';
import { getSyncConfig } from './meta';
import { toRow } from './outbox';
import { credentialsFor } from './ownership';
import { parseOutboxRow } from './rows';
import { ClientErrorCode } from './http/client-error-code';
import { warnInBackground } from './diagnostics';

export type PreparedItem =
  | { ready: true; item: OutboxItem }
  /** this item cannot be sent yet (e.g. an attachment still uploading, or failing); it stays pending */
  | { ready: false; item: OutboxItem; problem: { code: string; message: string } | null; retry: boolean }
  /** the person discarded it while its files were uploading: nothing is sent, nothing written back */
  | { ready: false; item: OutboxItem; gone: true };

export interface SendPrepOptions extends UploadOptions {
  /** defaults to the SyncConfig stored by setSyncConfig */
  config?: () => Promise<SyncConfig | null>;
}

function withKeys(answers: Answers, keys: ReadonlyMap<string, string>): Answers {
  const next: Answers = {};
  for (const [id, value] of Object.entries(answers)) {
    // the local id is of no use to the server once the key is there
    next[id] = isFileList(value)
      ? value.map((ref) => (ref.localId && !ref.key && keys.has(ref.localId) ? { key: keys.get(ref.localId), name: ref.name, size: ref.size, type: ref.type } : ref))
      : value;
  }
  return next;
}

/**
 * Writes the storage keys into the queued submission, in the outbox itself: what is sent (and
 * hashed by the server) is always this final submission, the first time and on every repeat.
 * Null when the item is no longer there (discarded by the person during the upload) or no longer
 * readable: a row is never written back from the copy read before the upload.
 */
async function writeKeys(item: OutboxItem, keys: ReadonlyMap<string, string>): Promise<OutboxItem | null> {
  return db.transaction('rw', db.outbox, async () => {
    const current = parseOutboxRow(await db.outbox.get(item.responseId));
    if (!current) return null;
    const submission = { ...current.submission, answers: withKeys(current.submission.answers, keys) };
    const updated = { ...current, submission };
    await db.outbox.put(toRow(updated));
    return updated;
  });
}

async function uploadAll(item: OutboxItem, config: SyncConfig, options: SendPrepOptions): Promise<PreparedItem> {
  const keys = new Map<string, string>();
  for (const localId of pendingLocalIds(item.submission.answers)) {
    const row = await readAttachment(localId);
    if (!row) return { ready: false, item, retry: false, problem: { code: AttachmentErrorCode.Missing, message: '' } };
    try {
      keys.set(localId, await uploadAttachment(config, row, { credentials: credentialsFor(item.owner) }, options));
    } catch (error) {
      if (!(error instanceof UploadStopped)) throw error;
      return { ready: false, item, retry: error.retry, problem: { code: error.code, message: error.text } };
    }
  }
  const written = await writeKeys(item, keys);
  return written ? { ready: true, item: written } : { ready: false, item, gone: true };
}

/**
 * Makes an outbox item sendable just before it is sent: uploads the attachments chosen offline and
 * writes their storage keys into the submission (attachments.ts). Items without files pass through;
 * an item is never sent without its keys. Once the server is out of reach, the other items' files
 * wait for the next flush instead of each timing out in turn.
 */
export async function prepareForSend(items: OutboxItem[], options: SendPrepOptions = {}): Promise<PreparedItem[]> {
  if ((await db.attachments.count()) > 0) {
    await sweepAttachments().catch((error: unknown) => warnInBackground('[offline] attachment sweep failed', error));
  }
  const withFiles = items.filter((item) => pendingLocalIds(item.submission.answers).length > 0);
  if (withFiles.length === 0) return items.map((item) => ({ ready: true as const, item }));
  const config = await (options.config ?? getSyncConfig)();
  let unreachable: { code: string; message: string } | null = config ? null : { code: ClientErrorCode.NotConfigured, message: '' };
  const prepared: PreparedItem[] = [];
  for (const item of items) {
    if (!withFiles.includes(item)) prepared.push({ ready: true, item });
    else if (unreachable || !config) prepared.push({ ready: false, item, retry: true, problem: unreachable });
    else {
      const result = await uploadAll(item, config, options);
      if (!result.ready && 'retry' in result && result.retry) unreachable = result.problem;
      prepared.push(result);
    }
  }
  return prepared;
}
