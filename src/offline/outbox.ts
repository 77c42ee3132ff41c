import { ErrorCode } from '#core/api';
import { responseSubmissionSchema, type ResponseSubmission } from '#core/api';
import { linkAttachments } from './attachments';
import type { OutboxItem, OutboxState } from './contract';
import { db, type OutboxRow } from './db';
import { getDeviceId } from './meta';
import { parseOutboxRow } from './rows';
import { requestFlush } from './sync-hub';
import { ownerStamp } from './ownership';
import { askPersistentStorageIfOffline } from './storage-health';

export interface QueueOptions {
  /** Keep the form's answer draft (default: the draft is deleted in the same transaction). */
  keepDraft?: boolean;
}

export interface OutboxSnapshot {
  items: OutboxItem[];
  /** Rows whose answers cannot be read (older or damaged data): kept in place, never sent, never deleted. */
  unreadable: OutboxRow[];
}

export function toRow(item: OutboxItem): OutboxRow {
  return { ...item, formId: item.submission.formId };
}

let lastCreatedMs = 0;

/**
 * When an answer was queued, strictly later than the one queued before it in this page: answers are
 * sent oldest first, and two queued within one millisecond went in the order of their random ids.
 */
function nextCreatedAt(): string {
  lastCreatedMs = Math.max(Date.now(), lastCreatedMs + 1);
  return new Date(lastCreatedMs).toISOString();
}

/**
 * Writes the submission to the outbox in a strict-durability transaction and resolves only after
 * the commit: then, and only then, may the page say "saved". Sending happens afterwards.
 * A second call with the same responseId keeps the first item untouched (its content must never
 * change, or the idempotent server would see a conflict).
 */
export async function queueResponse(
  submission: ResponseSubmission,
  formTitle: string,
  options: QueueOptions = {},
): Promise<OutboxItem> {
  const deviceId = submission.deviceId ?? (await getDeviceId());
  const valid = responseSubmissionSchema.parse({
    ...submission,
    deviceId,
    submittedAt: submission.submittedAt ?? new Date().toISOString(),
  });
  const fresh: OutboxItem = {
    responseId: valid.responseId,
    submission: valid,
    formTitle,
    state: 'pending',
    attempts: 0,
    createdAt: nextCreatedAt(),
    lastAttemptAt: null,
    nextAttemptAt: null,
    problem: null,
    ...(await ownerStamp()),
  };
  const item = await db.transaction('rw', db.outbox, db.drafts, db.attachments, async () => {
    const existing = await db.outbox.get(valid.responseId);
    if (existing) return parseOutboxRow(existing) ?? fresh;
    await db.outbox.add(toRow(fresh));
    await linkAttachments(valid.responseId, valid.formId, valid.answers);
    if (!options.keepDraft) await db.drafts.delete(valid.formId);
    return fresh;
  });
  requestFlush('queued');
  askPersistentStorageIfOffline().catch(() => undefined);
  return item;
}

/**
 * The outbox rows this page or worker has already validated, by responseId, with the exact row they
 * were read from. The page's status and the flush read the whole outbox after every change; with
 * 10,000 answers waiting, validating every row each time held the page for up to a second after
 * every batch sent (bench/outbox-drain). A row read again unchanged gives the same item.
 */
let validated = new Map<string, { row: string; item: OutboxItem | null }>();

function parseKnownRow(row: OutboxRow, next: typeof validated): OutboxItem | null {
  const text = JSON.stringify(row);
  const known = validated.get(row.responseId);
  const item = known?.row === text ? known.item : parseOutboxRow(row);
  next.set(row.responseId, { row: text, item });
  return item;
}

export async function readOutbox(): Promise<OutboxSnapshot> {
  const rows = await db.outbox.toArray();
  const snapshot: OutboxSnapshot = { items: [], unreadable: [] };
  const next: typeof validated = new Map();
  for (const row of rows) {
    const item = parseKnownRow(row, next);
    if (item) snapshot.items.push(item);
    else snapshot.unreadable.push(row);
  }
  validated = next;
  snapshot.items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return snapshot;
}

/** The states in which an answer waits for the person (shown in the status and the sync panel). */
export const STATES_FOR_A_PERSON: readonly OutboxState[] = ['needs-attention', 'rejected'];

export interface OutboxWatch {
  rows: number;
  /** the responseIds of the answers waiting for the person, sorted and joined */
  forAPerson: string;
}

/**
 * A cheap liveQuery querier that runs again whenever a view of the outbox may have changed: the
 * row count observes every row of the table (added, changed or deleted, in any tab or worker),
 * the `state` index query names the answers now waiting for the person, and `meta` holds the
 * last sync and the person signed in. Paired with the full read in subscribeThrottledRead.
 */
export async function watchOutbox(): Promise<OutboxWatch> {
  // one exact key per state: anyOf would scan from the first state to the last, 'pending' in between
  const [rows, , ...forAPerson] = await Promise.all([
    db.outbox.count(),
    db.meta.toArray(),
    ...STATES_FOR_A_PERSON.map((state) => db.outbox.where('state').equals(state).primaryKeys()),
  ]);
  return { rows, forAPerson: forAPerson.flat().map(String).sort().join('\n') };
}

export async function getOutboxItem(responseId: string): Promise<OutboxItem | null> {
  return parseOutboxRow(await db.outbox.get(responseId));
}

/**
 * Puts a rejected or needs-attention item back in line (e.g. after signing in) and asks for a flush.
 * An anonymous answer refused because the form needs an account is sent again by the person signed
 * in now, who asked for it: it becomes theirs and goes with their session (docs/offline.md).
 */
export async function retryItem(responseId: string): Promise<void> {
  const stamp = await ownerStamp();
  await db.transaction('rw', db.outbox, async () => {
    const item = parseOutboxRow(await db.outbox.get(responseId));
    if (!item) return;
    const adopt = !item.owner && item.problem?.code === ErrorCode.Unauthorized;
    await db.outbox.put(toRow({ ...item, ...(adopt ? stamp : {}), state: 'pending', nextAttemptAt: null, problem: null }));
  });
  requestFlush('retry');
}

/** Removes an item only because the person asked to. Works on unreadable rows too. */
export async function discardItem(responseId: string): Promise<void> {
  await db.outbox.delete(responseId);
}
