import type { FormDesign } from '#core/forms';
import type { DesignDraft, DesignSendOutcome, DesignSyncTransport } from './design-drafts-contract';
import { changeDesignDraft, listDesignDrafts, readDesignDraft, recordDesignConflict, recordDesignSaved } from './design-drafts';
import { draftLockName, draftSyncLockName, holdLock, isHeldHere, waitUntilFree, withLockIfAvailable } from './design-drafts-locks';
import { warnInBackground } from '../diagnostics';

/** One draft sent: what was sent, what the server said, and whether the draft is gone now. */
export interface DesignSentEvent {
  key: string;
  sent: FormDesign;
  outcome: DesignSendOutcome;
  /** 'deleted': the design is on the server and the author typed nothing since */
  draft: 'deleted' | 'kept' | 'gone';
}

export interface DesignSyncReport {
  sent: DesignSentEvent[];
  /** pending drafts another sender is sending right now (their event comes from there) */
  busy: string[];
  /** pending drafts left for their own open tab */
  ownedElsewhere: string[];
}

const listeners = new Set<(event: DesignSentEvent) => void>();

/** Hears every draft this page sends (the designer tab owning the draft updates its editor). */
export function onDesignDraftSent(listener: (event: DesignSentEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: DesignSentEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      warnInBackground('[offline] design-sent listener failed', error);
    }
  }
}

async function apply(key: string, draft: DesignDraft, outcome: DesignSendOutcome): Promise<DesignSentEvent['draft']> {
  switch (outcome.kind) {
    case 'saved':
      return recordDesignSaved(key, draft.design, outcome.saved);
    case 'conflict':
      return (await recordDesignConflict(key, outcome.theirs, outcome.theirsVersion)) ? 'kept' : 'gone';
    case 'refused': {
      // a refusal needs the author (fix the design, regain access): not sent again by itself, except
      // after signing in again, which needs nothing else
      const problem = { code: outcome.code, message: outcome.message };
      const state = outcome.code === 'UNAUTHORIZED' ? 'pending' : 'editing';
      return (await changeDesignDraft(key, (d) => ({ ...d, state, problem }))) ? 'kept' : 'gone';
    }
    case 'unreachable':
      return 'kept';
  }
}

/** Sends one pending draft holding its sync lock; re-read inside the lock, so it is sent once. */
async function sendOne(transport: DesignSyncTransport, key: string): Promise<DesignSentEvent | null> {
  const draft = await readDesignDraft(key);
  if (draft?.state !== 'pending') return null;
  let outcome: DesignSendOutcome;
  try {
    outcome = await transport.send(draft);
  } catch (error) {
    warnInBackground('[offline] design draft not sent', error);
    outcome = { kind: 'unreachable' };
  }
  return { key, sent: draft.design, outcome, draft: await apply(key, draft, outcome) };
}

/**
 * Sends one draft holding its sync lock: an orphan (no open tab owns it) is held too while it is
 * sent, so that a designer opening meanwhile does not adopt it mid-flight (it waits for the send);
 * a draft another open tab owns is left to it.
 */
async function sendGuarded(transport: DesignSyncTransport, key: string): Promise<DesignSentEvent | null | 'busy' | 'owned-elsewhere'> {
  const done = await withLockIfAvailable(draftSyncLockName(key), async () => {
    const owner = draftLockName(key);
    if (isHeldHere(owner)) return sendOne(transport, key);
    const orphanLock = await holdLock(owner, true);
    if (!orphanLock) return 'owned-elsewhere' as const;
    try {
      return await sendOne(transport, key);
    } finally {
      orphanLock.release();
    }
  });
  return done ? done.value : 'busy';
}

/**
 * Sends the pending design drafts (oldest first), or only `keys`. Stops at the first draft the
 * server could not be reached for: the others would fail the same way.
 */
export async function syncDesignDrafts(transport: DesignSyncTransport, keys?: readonly string[]): Promise<DesignSyncReport> {
  const report: DesignSyncReport = { sent: [], busy: [], ownedElsewhere: [] };
  const pending = (await listDesignDrafts())
    .filter((d) => d.state === 'pending' && (!keys || keys.includes(d.key)))
    .reverse();
  for (const { key } of pending) {
    const result = await sendGuarded(transport, key);
    if (result === 'busy') report.busy.push(key);
    else if (result === 'owned-elsewhere') report.ownedElsewhere.push(key);
    if (result === null || typeof result === 'string') continue;
    report.sent.push(result);
    emit(result);
    if (result.outcome.kind === 'unreachable') break;
  }
  return report;
}

/**
 * Sends one draft now and gives what became of it. When another sender holds it (this page's own
 * `online` trigger, or another tab's sync finding it is not theirs), waits for that sender and
 * takes its event, or sends the draft itself if it is still waiting.
 */
export async function sendDesignDraft(transport: DesignSyncTransport, key: string): Promise<DesignSentEvent | null> {
  const heard: { event: DesignSentEvent | null } = { event: null };
  const stop = onDesignDraftSent((event) => {
    if (event.key === key) heard.event = event;
  });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const report = await syncDesignDrafts(transport, [key]);
      const mine = report.sent.find((event) => event.key === key);
      if (mine) return mine;
      if (!report.busy.includes(key)) break;
      await waitUntilFree(draftSyncLockName(key));
      if (heard.event) break;
    }
    return heard.event;
  } finally {
    stop();
  }
}

/** Pending drafts of this device, for a "waiting to be sent" count. */
export async function countPendingDesignDrafts(): Promise<number> {
  return (await listDesignDrafts()).filter((d) => d.state === 'pending').length;
}
