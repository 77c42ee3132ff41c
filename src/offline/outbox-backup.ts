import { z } from 'zod';
import type { OutboxItem } from './contract';
import { db, type AttachmentRow, type DraftRow } from './db';
import { toRow } from './outbox';
import { getCurrentOwner, visibleTo } from './ownership';
import { parseDraftRow, parseOutboxRow } from './rows';
import { requestFlush } from './sync-hub';

/**
 * A backup of the outbox in a file: exported on one device, imported on another (or the same one
 * after a reset). Answers keep their responseId, so the idempotent server stores each one once,
 * however many times a file is imported.
 */
export const BACKUP_FORMAT = 'survey-outbox';
export const BACKUP_VERSION = 1;

/** Why a file was refused; the app translates the code. Nothing is written when it is thrown. */
export class BackupError extends Error {
  constructor(readonly code: 'NOT_JSON' | 'NOT_BACKUP' | 'TOO_NEW' | 'BAD_ITEM') {
    super(`outbox backup refused: ${code}`);
    this.name = 'BackupError';
  }
}

/** A Blob inside a row, written as base64 text (JSON has no binary). */
const encodedBlobSchema = z.object({ $blob: z.string(), type: z.string() });

const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  items: z.array(z.unknown()),
  attachments: z.array(z.record(z.string(), z.unknown())).default([]),
  drafts: z.array(z.unknown()).default([]),
});

export interface ExportOptions {
  /** only these items (e.g. "export then discard" of one answer); default every item this person may see */
  responseIds?: readonly string[];
  /** include the answer drafts (default true when exporting everything) */
  drafts?: boolean;
}

export interface BackupSummary {
  items: number;
  attachments: number;
  drafts: number;
}

/** The outbox (and drafts, attachments) as a JSON Blob, plus what it holds. */
export async function exportOutbox(options: ExportOptions = {}): Promise<{ blob: Blob; summary: BackupSummary }> {
  const owner = await getCurrentOwner();
  const readable = (await db.outbox.toArray()).map(parseOutboxRow).filter((i): i is OutboxItem => i !== null);
  const chosen = options.responseIds ? new Set(options.responseIds) : null;
  const items = visibleTo(readable, owner).filter((item) => !chosen || chosen.has(item.responseId));
  const ids = new Set(items.map((item) => item.responseId));
  const attachmentRows = (await db.attachments.toArray()).filter((row) => row.responseId !== null && ids.has(row.responseId));
  const withDrafts = options.drafts ?? !chosen;
  const drafts = withDrafts ? (await db.drafts.toArray()).filter((row) => parseDraftRow(row) !== null) : [];
  const attachments = await Promise.all(attachmentRows.map(encodeRow));
  const file = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString(), items, attachments, drafts };
  return {
    blob: new Blob([JSON.stringify(file)], { type: 'application/json' }),
    summary: { items: items.length, attachments: attachments.length, drafts: drafts.length },
  };
}

export interface ImportReport {
  added: number;
  /** answers already on this device (same responseId): the existing one is kept */
  alreadyHere: number;
  drafts: number;
  attachments: number;
}

/**
 * Reads a backup file. The whole file is checked first: a file that is not a backup, or holds an
 * answer that cannot be read, is refused (BackupError) and nothing is written. Then, in one
 * transaction, answers whose responseId is not here are added as pending (this device gives them
 * a new chance), drafts for forms without a draft here and their attachments; then a flush is asked for.
 */
export async function importOutbox(file: Blob): Promise<ImportReport> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    throw new BackupError('NOT_JSON');
  }
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) throw new BackupError('NOT_BACKUP');
  if (parsed.data.version > BACKUP_VERSION) throw new BackupError('TOO_NEW');
  const items = parsed.data.items.map(parseOutboxRow);
  if (items.some((item) => item === null)) throw new BackupError('BAD_ITEM');
  const drafts = parsed.data.drafts.map(parseDraftRow);
  if (drafts.some((draft) => draft === null)) throw new BackupError('BAD_ITEM');
  const attachments = parsed.data.attachments.map(decodeRow);
  if (attachments.some((row) => row === null)) throw new BackupError('BAD_ITEM');

  const owner = await getCurrentOwner();
  const report: ImportReport = { added: 0, alreadyHere: 0, drafts: 0, attachments: 0 };
  await db.transaction('rw', [db.outbox, db.drafts, db.attachments], async () => {
    for (const item of items as OutboxItem[]) {
      if (await db.outbox.get(item.responseId)) {
        report.alreadyHere++;
        continue;
      }
      const fresh: OutboxItem = { ...item, state: 'pending', attempts: 0, nextAttemptAt: null, problem: null };
      // the person importing the file owns what it adds
      if (owner) fresh.owner = owner;
      else delete fresh.owner;
      await db.outbox.add(toRow(fresh));
      report.added++;
    }
    for (const draft of drafts as unknown as DraftRow[]) {
      if (await db.drafts.get(draft.formId)) continue;
      await db.drafts.add({ ...draft });
      report.drafts++;
    }
    for (const row of attachments as AttachmentRow[]) {
      if (await db.attachments.get(row.localId)) continue;
      await db.attachments.add(row);
      report.attachments++;
    }
  });
  if (report.added > 0) requestFlush('manual');
  return report;
}

/** `hop-thu-di-YYYY-MM-DD.json` (local date). */
export function backupFileName(at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `hop-thu-di-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}.json`;
}

async function encodeRow(row: AttachmentRow): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Blob ? { $blob: toBase64(new Uint8Array(await value.arrayBuffer())), type: value.type } : value;
  }
  return out;
}

function decodeRow(row: Record<string, unknown>): AttachmentRow | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const blob = encodedBlobSchema.safeParse(value);
    if (!blob.success) {
      out[key] = value;
      continue;
    }
    try {
      out[key] = new Blob([fromBase64(blob.data.$blob)], { type: blob.data.type });
    } catch {
      return null;
    }
  }
  const valid = z.looseObject({
    localId: z.string().min(1),
    formId: z.number().int(),
    responseId: z.string().nullable(),
    state: z.string(),
  }).safeParse(out);
  return valid.success ? valid.data : null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
