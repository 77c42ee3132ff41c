import { ErrorCode } from '#core/api';
import type { OutboxItem } from './contract';
import { db } from './db';
import { readMetaString, writeMeta } from './meta';
import { parseDraftRow, parseOutboxRow } from './rows';
import { requestFlush } from './sync-hub';
import type { BatchSender } from './transport';

/**
 * Shared devices: answers and drafts of one signed-in person are never handed to the next one.
 * An outbox item carries `owner` (the user id that queued it, absent for anonymous answers); the
 * signed-in user id is kept in `meta.currentOwner` so that the service worker follows the same rule.
 */
export const CURRENT_OWNER_KEY = 'currentOwner';

export async function getCurrentOwner(): Promise<string | null> {
  return readMetaString(CURRENT_OWNER_KEY);
}

/** Items that belong to nobody else: anonymous ones, and those of `owner`. */
export function visibleTo<T extends Pick<OutboxItem, 'owner'>>(items: readonly T[], owner: string | null): T[] {
  return items.filter((item) => !item.owner || item.owner === owner);
}

/**
 * How a request made for an item carries the session cookie: only for the item's owner (who is the
 * one signed in, `sendableNow`), never for an anonymous item, so that a citizen's answer queued on a
 * shared device is not stored as the answer of whoever is signed in when it is sent.
 */
export function credentialsFor(owner: string | null | undefined): RequestCredentials {
  return owner ? 'include' : 'omit';
}

/**
 * Who a batch of `owner`'s items is sent for: with the session cookie and the owner's id, which the
 * server checks against the session (another person may have signed in in another tab since the
 * flush picked the items); an anonymous batch without either.
 */
export function senderFor(owner: string | undefined): BatchSender {
  return owner ? { credentials: credentialsFor(owner), expectedUser: owner } : { credentials: credentialsFor(owner) };
}

/**
 * On a shared device, whose items may be sent now: answers kept by a person who signed out wait
 * until that person signs in again (docs/offline.md, "Shared devices").
 */
export async function sendableNow(items: OutboxItem[]): Promise<OutboxItem[]> {
  return visibleTo(items, await getCurrentOwner());
}

/**
 * Called by the app whenever the session changes (null when nobody is signed in). When a person
 * signs in, the drafts they parked come back and their kept answers are sent.
 */
export async function setCurrentOwner(userId: string | null): Promise<void> {
  const previous = await getCurrentOwner();
  if (previous !== userId) await writeMeta(CURRENT_OWNER_KEY, userId);
  if (userId === null) return;
  await restoreParkedDrafts(userId);
  if (previous !== userId) {
    await retrySignInProblems(userId);
    requestFlush('manual');
  }
}

/** Refusals that clear once the item's owner is the one signed in: an expired session, another person's session. */
const waitingForOwner: ReadonlySet<string> = new Set([ErrorCode.Unauthorized, ErrorCode.SessionUserChanged]);

/**
 * Answers refused for an expired session, or sent under another person's session, go back in line
 * once their owner signs in. An anonymous
 * answer refused because the form needs an account stays: it would be refused again, and it becomes
 * someone's only when that person sends it again (`retryItem`).
 */
async function retrySignInProblems(userId: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const row of await db.outbox.where('state').equals('needs-attention').toArray()) {
      const item = parseOutboxRow(row);
      if (!item || !waitingForOwner.has(item.problem?.code ?? '') || item.owner !== userId) continue;
      await db.outbox.update(item.responseId, { state: 'pending', nextAttemptAt: null, problem: null });
    }
  });
}

/**
 * The owner to write on an item queued now: `{ owner }` while someone is signed in, `{}` for an
 * anonymous answer. Meant for queueResponse: `const fresh: OutboxItem = { ..., ...(await ownerStamp()) }`.
 */
export async function ownerStamp(): Promise<{ owner?: string }> {
  const owner = await getCurrentOwner();
  return owner ? { owner } : {};
}

export interface UnsentSummary {
  /** outbox items of this user not yet acknowledged (any state) */
  items: number;
  /** of which still waiting to be sent (not needing the person) */
  pending: number;
  /** answer drafts on the device (drafts have no owner: all of them go with the person signing out) */
  drafts: number;
}

/** What signing out would leave behind for `userId`. */
export async function unsentFor(userId: string): Promise<UnsentSummary> {
  // read here rather than through outbox.ts, which may import ownerStamp from this file
  const rows = await db.outbox.toArray();
  const mine = rows.map(parseOutboxRow).filter((item): item is OutboxItem => item !== null && item.owner === userId);
  return { items: mine.length, pending: mine.filter((i) => i.state === 'pending').length, drafts: await db.drafts.count() };
}

/**
 * "Keep for this account": the user's items stay (owner already set), and every answer draft is
 * moved to `parkedDrafts` under `${userId}:${formId}` in one transaction, so the next person starts
 * with empty forms. A parked draft already there for the same form is replaced by the newer one.
 */
export async function keepForUser(userId: string): Promise<number> {
  return db.transaction('rw', db.drafts, db.parkedDrafts, async () => {
    const drafts = await db.drafts.toArray();
    for (const draft of drafts) {
      await db.parkedDrafts.put({ ...draft, key: `${userId}:${draft.formId}`, owner: userId, parkedAt: new Date().toISOString() });
    }
    await db.drafts.clear();
    return drafts.length;
  });
}

/**
 * The user's parked drafts go back to `drafts`. A form that meanwhile got a draft of someone else
 * keeps that one, and the parked draft waits (never overwritten, never lost).
 */
export async function restoreParkedDrafts(userId: string): Promise<number> {
  return db.transaction('rw', db.drafts, db.parkedDrafts, async () => {
    const parked = await db.parkedDrafts.where('owner').equals(userId).toArray();
    let restored = 0;
    for (const row of parked) {
      const { key: _key, owner: _owner, parkedAt: _parkedAt, ...draft } = row;
      const parsed = parseDraftRow(draft);
      if (!parsed || (await db.drafts.get(parsed.formId))) continue;
      await db.drafts.put({ ...draft, formId: parsed.formId });
      await db.parkedDrafts.delete(row.key);
      restored++;
    }
    return restored;
  });
}

/**
 * "Send first, then sign out": asks for a flush and waits until none of the user's items is still
 * pending (sent, or needing the person), or `timeoutMs` passed. Returns what is left unsent.
 */
export async function sendBeforeSignOut(userId: string, timeoutMs = 30_000, pollMs = 500): Promise<UnsentSummary> {
  const deadline = Date.now() + timeoutMs;
  requestFlush('manual');
  for (;;) {
    const left = await unsentFor(userId);
    if (left.pending === 0 || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
