import type { z } from 'zod';
import { type UploadSession, UPLOAD_CHUNK_TYPE, callPath, fileCalls, uploadFileName, uploadOffsetConflictSchema } from '#core/api';
import { AttachmentErrorCode, AttachmentState, type StoredAttachment } from './attachments';
import type { SyncConfig } from './contract';
import { db } from './db';
import { ClientErrorCode } from './http/client-error-code';
import {
  REQUEST_TIMEOUT_MS, RequestFailed, identityHeaders, isTransient, problemOf, readEnvelope, readFailure, sendRequest, type HttpReply,
} from './http/http-client';
import type { BatchSender } from './transport';

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


function stoppedBy(reply: HttpReply): UploadStopped {
  const reading = readFailure(reply);
  const { code, message } = problemOf(reading);
  return new UploadStopped(code, message, isTransient(reply.response.status, reading));
}

interface CallInit {
  method: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** One request of the upload, for its sender, with the senders' deadline. */
async function call(config: SyncConfig, options: UploadContext, path: string, init: CallInit): Promise<HttpReply> {
  try {
    return await sendRequest({
      ...init,
      url: `${options.baseUrl ?? ''}${path}`,
      credentials: options.credentials,
      headers: { accept: 'application/json', ...identityHeaders(config), ...init.headers },
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      fetch: options.fetch,
    });
  } catch (error) {
    if (error instanceof RequestFailed) throw new UploadStopped(error.code, '', true);
    throw error;
  }
}

/** The reply's data when it is the expected envelope, else why the upload stops. */
function dataOf<T extends z.ZodType>(reply: HttpReply, schema: T): z.infer<T> {
  const reading = readEnvelope(reply, schema);
  if (reading.kind === 'data') return reading.data;
  throw stoppedBy(reply);
}

async function startUpload(config: SyncConfig, options: UploadContext, row: StoredAttachment): Promise<UploadSession> {
  const query = new URLSearchParams({ filename: uploadFileName(row.name), formId: String(row.formId), purpose: 'answer' });
  const { token } = dataOf(await call(config, options, `${fileCalls.token.path}?${query.toString()}`, { method: fileCalls.token.method }), fileCalls.token.reply);
  const started = await call(config, options, fileCalls.startUpload.path, {
    method: fileCalls.startUpload.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, size: row.size, type: row.type }),
  });
  return dataOf(started, fileCalls.startUpload.reply);
}

const isGone = (reply: HttpReply) => reply.response.status === 404 || reply.response.status === 410;

/** Where the server's session stands, or null when it is gone (expired, refused): start again. */
async function sessionStatus(config: SyncConfig, options: UploadContext, uploadId: string): Promise<UploadSession | null> {
  const reply = await call(config, options, callPath(fileCalls.uploadStatus, { uploadId }), { method: fileCalls.uploadStatus.method });
  if (isGone(reply)) return null;
  return dataOf(reply, fileCalls.uploadStatus.reply);
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
    const reply = await call(config, options, callPath(fileCalls.appendChunk, { uploadId: session.uploadId }), {
      method: fileCalls.appendChunk.method,
      headers: { 'content-type': UPLOAD_CHUNK_TYPE, 'upload-offset': String(from) },
      body: bytes,
    });
    const conflict = uploadOffsetConflictSchema.safeParse(reply.body);
    if (reply.response.status === 409 && conflict.success) session = conflict.data.session;
    else if (isGone(reply)) {
      // the session expired meanwhile: a new token and a new session, from the first byte
      session = await startUpload(config, options, row);
    } else session = dataOf(reply, fileCalls.appendChunk.reply);
    stalled = session.received > from ? 0 : stalled + 1;
    await remember(row.localId, { uploadId: session.uploadId, received: session.received });
  }
  await remember(row.localId, { key: session.key, state: AttachmentState.Uploaded });
  return session.key;
}
