import { z } from 'zod';
import type { Answers, FileRef } from '#core/answers';
import { isFileList } from '#core/answers';
import { db } from './db';

/**
 * Files chosen for answers, kept as Blobs in IndexedDB until the outbox has uploaded them
 * (docs/files.md, "Answer attachments and resumable uploads"). A row's life: 'draft' (in an answer
 * draft) → 'queued' (its answer is in the outbox) → 'uploaded' (the server holds it: `key`). The
 * Blob stays until the outbox item is gone (saved, or discarded by the person): sweepAttachments.
 */
export const AttachmentState = { Draft: 'draft', Queued: 'queued', Uploaded: 'uploaded' } as const;

/** Problems of an attachment the app translates by code (their message is empty). */
export const AttachmentErrorCode = {
  /** the Blob is gone from IndexedDB (cleared site data, another device) */
  Missing: 'ATTACHMENT_MISSING',
  /** the Blob is there but cannot be read (file moved or changed on a device that kept a reference) */
  Unreadable: 'ATTACHMENT_UNREADABLE',
} as const;

export const attachmentRowSchema = z.object({
  localId: z.string(),
  formId: z.number(),
  responseId: z.string().nullable(),
  state: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  blob: z.instanceof(Blob),
  /** the server's resumable upload, while under way */
  uploadId: z.string().nullable(),
  /** bytes the server acknowledged */
  received: z.number(),
  /** the storage key once uploaded */
  key: z.string().nullable(),
  createdAt: z.string(),
});
export type StoredAttachment = z.infer<typeof attachmentRowSchema>;

/**
 * Keeps the file in IndexedDB (a strict-durability transaction: resolved only once on disk) and
 * returns the reference the answer holds. A full disk rejects with Dexie's QuotaExceededError.
 */
export async function keepAttachment(formId: number, file: Blob, name: string, type: string): Promise<FileRef> {
  const row: StoredAttachment = {
    localId: crypto.randomUUID(),
    formId,
    responseId: null,
    state: AttachmentState.Draft,
    name,
    type,
    size: file.size,
    blob: file,
    uploadId: null,
    received: 0,
    key: null,
    createdAt: new Date().toISOString(),
  };
  await db.transaction('rw', db.attachments, async () => {
    await db.attachments.add(row);
  });
  return { localId: row.localId, name, size: file.size, type };
}

export async function readAttachment(localId: string): Promise<StoredAttachment | null> {
  const parsed = attachmentRowSchema.safeParse(await db.attachments.get(localId));
  return parsed.success ? parsed.data : null;
}

/** The person removed the file from the answer. A file already in the outbox stays. */
export async function dropAttachment(localId: string): Promise<void> {
  await db.transaction('rw', db.attachments, async () => {
    const row = await db.attachments.get(localId);
    if (row?.responseId === null) await db.attachments.delete(localId);
  });
}

/** localIds of files the answers hold that are not uploaded yet. */
export function pendingLocalIds(answers: Answers): string[] {
  return Object.values(answers).flatMap((value) => (isFileList(value) ? value : []))
    .flatMap((ref) => (ref.localId && !ref.key ? [ref.localId] : []));
}

/**
 * Inside queueResponse's transaction: the submission's files now belong to its outbox item (and
 * to its form: the upload token is asked for that form).
 */
export async function linkAttachments(responseId: string, formId: number, answers: Answers): Promise<void> {
  const ids = pendingLocalIds(answers);
  if (ids.length === 0) return;
  await db.attachments.where('localId').anyOf(ids).modify((row) => {
    if (row.responseId === null) {
      row.responseId = responseId;
      row.formId = formId;
      row.state = AttachmentState.Queued;
    }
  });
}

const DRAFT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Frees the Blobs nobody needs any more: files of outbox items that are gone (saved or discarded),
 * and files of drafts older than a week that no draft (kept or parked) still names.
 */
export async function sweepAttachments(now = Date.now()): Promise<number> {
  return db.transaction('rw', [db.attachments, db.outbox, db.drafts, db.parkedDrafts], async () => {
    const rows = await db.attachments.toArray();
    const liveItems = new Set((await db.outbox.toCollection().primaryKeys()).map(String));
    const draftText = JSON.stringify([await db.drafts.toArray(), await db.parkedDrafts.toArray()]);
    const dead = rows.filter((row) => {
      if (row.responseId !== null) return !liveItems.has(row.responseId);
      const created = Date.parse(String(row.createdAt));
      return !(now - created < DRAFT_KEEP_MS) && !draftText.includes(row.localId);
    }).map((row) => row.localId);
    await db.attachments.bulkDelete(dead);
    return dead.length;
  });
}
