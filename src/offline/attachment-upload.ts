import { failureSchema, successSchema } from '#core/api';
import { type UploadSession, uploadSessionSchema } from '#core/api';
import { fileTokenSchema, uploadFileName } from '#core/api';
import { api } from '#core/api';
import { COMPANY_HEADER } from '#core/constants';
import { AttachmentErrorCode, AttachmentState, type StoredAttachment } from './attachments';
import type { SyncConfig } from './contract';
import { db } from './db';
import { type BatchSender, ClientErrorCode, REQUEST_TIMEOUT_MS } from './transport';

/** Bytes per PATCH: small enough for a slow link within the timeout, and the server's limit is 2 MB. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

export interface UploadOptions {
  fetch?: typeof fetch;
  /** origin prefix of the API, '' for same origin */
  baseUrl?: string;
  chunkBytes?: number;
  timeoutMs?: number;
}

/** The options of one upload and whose it is: the file of an anonymous answer goes without credentials. */
type UploadContext = UploadOptions & BatchSender;

/** Why an upload stopped: `retry` later (network, server busy) or not (the server refused the file, the Blob is gone). */
export class UploadStopped extends Error {
  constructor(readonly code: string, readonly text: string, readonly retry: boolean) {
    super(code);
  }
}

const sessionReply = successSchema(uploadSessionSchema);
const conflictReply = failureSchema.extend({ session: uploadSessionSchema });
const tokenReply = successSchema(fileTokenSchema);

interface Reply {
  status: number;
  body: unknown;
}

function stoppedBy(reply: Reply): UploadStopped {
  const failure = failureSchema.safeParse(reply.body);
  const code = failure.success ? failure.data.code : ClientErrorCode.Http;
  const text = failure.success ? failure.data.message : '';
  const retry = reply.status === 408 || reply.status === 429 || reply.status >= 500 || !failure.success;
  return new UploadStopped(code, text, retry);
}

/** One request with a deadline (no AbortSignal.timeout / any: the service worker of older browsers). */
async function call(config: SyncConfig, options: UploadContext, path: string, init: RequestInit): Promise<Reply> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
      ...init,
      credentials: options.credentials,
      headers: { accept: 'application/json', 'accept-language': config.language, [COMPANY_HEADER]: config.companyId, ...init.headers },
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    throw new UploadStopped(controller.signal.aborted ? ClientErrorCode.Timeout : ClientErrorCode.Network, '', true);
  } finally {
    clearTimeout(timer);
  }
}

async function startUpload(config: SyncConfig, options: UploadContext, row: StoredAttachment): Promise<UploadSession> {
  const query = new URLSearchParams({ filename: uploadFileName(row.name), formId: String(row.formId), purpose: 'answer' });
  const tokenAnswer = await call(config, options, `${api.fileToken}?${query.toString()}`, { method: 'GET' });
  const token = tokenReply.safeParse(tokenAnswer.body);
  if (tokenAnswer.status !== 200 || !token.success) throw stoppedBy(tokenAnswer);
  const started = await call(config, options, api.storageUploadSessions, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: token.data.responseData.token, size: row.size, type: row.type }),
  });
  const session = sessionReply.safeParse(started.body);
  if (started.status !== 200 || !session.success) throw stoppedBy(started);
  return session.data.responseData;
}

/** Where the server's session stands, or null when it is gone (expired, refused): start again. */
async function sessionStatus(config: SyncConfig, options: UploadContext, uploadId: string): Promise<UploadSession | null> {
  const reply = await call(config, options, api.storageUploadSession(uploadId), { method: 'GET' });
  const session = sessionReply.safeParse(reply.body);
  if (reply.status === 200 && session.success) return session.data.responseData;
  if (reply.status === 404 || reply.status === 410) return null;
  throw stoppedBy(reply);
}

async function remember(localId: string, changes: Partial<StoredAttachment>): Promise<void> {
  await db.attachments.update(localId, changes);
}

async function readChunk(row: StoredAttachment, from: number, to: number): Promise<ArrayBuffer> {
  try {
    return await row.blob.slice(from, to).arrayBuffer();
  } catch {
    throw new UploadStopped(AttachmentErrorCode.Unreadable, '', false);
  }
}

/**
 * Uploads the Blob by the resumable protocol and returns its storage key. After every chunk the
 * acknowledged offset is written to the row, so a reload (or the service worker) goes on from
 * there after asking the server where it stands. Every request is made for `sender` (the answer's
 * owner, ownership.ts).
 */
export async function uploadAttachment(
  config: SyncConfig, row: StoredAttachment, sender: BatchSender, uploadOptions: UploadOptions = {},
): Promise<string> {
  if (row.key) return row.key;
  const options: UploadContext = { ...uploadOptions, credentials: sender.credentials };
  const chunkBytes = options.chunkBytes ?? UPLOAD_CHUNK_BYTES;
  let session = row.uploadId ? await sessionStatus(config, options, row.uploadId) : null;
  if (!session) {
    session = await startUpload(config, options, row);
    await remember(row.localId, { uploadId: session.uploadId, received: session.received });
  }
  let stalled = 0;
  while (!session.key) {
    const from = session.received;
    // a server that keeps answering without progress must not hold the flush forever
    if (stalled > 3) throw new UploadStopped(ClientErrorCode.BadReply, '', true);
    const bytes = await readChunk(row, from, Math.min(from + chunkBytes, row.size));
    const reply = await call(config, options, api.storageUploadSession(session.uploadId), {
      method: 'PATCH',
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(from) },
      body: bytes,
    });
    const accepted = sessionReply.safeParse(reply.body);
    const conflict = conflictReply.safeParse(reply.body);
    if (reply.status === 200 && accepted.success) session = accepted.data.responseData;
    else if (reply.status === 409 && conflict.success) session = conflict.data.session;
    else if (reply.status === 404 || reply.status === 410) {
      // the session expired meanwhile: a new token and a new session, from the first byte
      session = await startUpload(config, options, row);
    } else throw stoppedBy(reply);
    stalled = session.received > from ? 0 : stalled + 1;
    await remember(row.localId, { uploadId: session.uploadId, received: session.received });
  }
  await remember(row.localId, { key: session.key, state: AttachmentState.Uploaded });
  return session.key;
}
