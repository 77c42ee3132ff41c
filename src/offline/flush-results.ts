import { ErrorCode } from '#core/api';
import type { BatchItemResult } from '#core/api';
import type { OutboxItem, OutboxState } from './contract';
import { backoffDelayMs } from './backoff';
import { db } from './db';
import { ClientErrorCode } from './http/client-error-code';

interface Problem { code: string; message: string }

/** Refusals that time alone clears: the item stays pending and is retried with backoff, not handed to a person. */
const transientCodes = new Set<string>([ErrorCode.Server, ErrorCode.TooManyRequests]);

export interface ReplyCounts {
  saved: number;
  rejected: number;
  needsAttention: number;
  retrying: number;
}

/** Finds each item's result: by responseId, else by position when the server could not read the id. */
function resultFor(batch: readonly OutboxItem[], results: readonly BatchItemResult[], byId: ReadonlyMap<string | null, BatchItemResult>, index: number) {
  const found = byId.get(batch[index]?.responseId ?? null);
  if (found?.responseId) return found;
  const atIndex = results.length === batch.length ? results[index] : undefined;
  return atIndex?.responseId === null ? atIndex : undefined;
}

/** Applies a batch reply in one transaction. `update` is a no-op for an item discarded meanwhile. */
export async function applyReply(
  batch: readonly OutboxItem[],
  results: readonly BatchItemResult[],
  at: Date,
  random: () => number,
): Promise<ReplyCounts> {
  const counts: ReplyCounts = { saved: 0, rejected: 0, needsAttention: 0, retrying: 0 };
  const attemptAt = at.toISOString();
  // the first result of each responseId, as a search from the start would find it
  const byId = new Map([...results].reverse().map((result) => [result.responseId, result]));
  await db.transaction('rw', db.outbox, async () => {
    // acknowledged: the only way out of the outbox; one request for the batch, not one per answer (bench/outbox-drain)
    const saved: string[] = [];
    for (const [index, item] of batch.entries()) {
      const result = resultFor(batch, results, byId, index);
      const attempts = item.attempts + 1;
      if (result?.status === 'saved') {
        saved.push(item.responseId);
        counts.saved++;
      } else if (result?.status === 'rejected' && !transientCodes.has(result.code)) {
        const state: OutboxState = result.permanent ? 'rejected' : 'needs-attention';
        await db.outbox.update(item.responseId, {
          state, attempts, lastAttemptAt: attemptAt, nextAttemptAt: null,
          problem: { code: result.code, message: result.message },
        });
        if (result.permanent) counts.rejected++;
        else counts.needsAttention++;
      } else {
        const next = new Date(at.getTime() + backoffDelayMs(attempts, random)).toISOString();
        await db.outbox.update(item.responseId, {
          attempts, lastAttemptAt: attemptAt, nextAttemptAt: next,
          problem: result ? { code: result.code, message: result.message } : { code: ClientErrorCode.NoResult, message: '' },
        });
        counts.retrying++;
      }
    }
    await db.outbox.bulkDelete(saved);
  });
  return counts;
}

/** A failed request: the batch counts an attempt; the items behind it just wait as long. */
export async function applyFailure(
  batch: readonly OutboxItem[],
  waiting: readonly OutboxItem[],
  at: Date,
  delayMs: number,
  problem: Problem,
): Promise<number> {
  const nextAttemptAt = new Date(at.getTime() + delayMs).toISOString();
  const summary = { code: problem.code, message: problem.message };
  // one bulk write, not one update per answer: the line can hold 10,000 (bench/outbox-drain)
  await db.outbox.bulkUpdate([
    ...batch.map((item) => ({
      key: item.responseId,
      changes: { attempts: item.attempts + 1, lastAttemptAt: at.toISOString(), nextAttemptAt, problem: summary },
    })),
    ...waiting.map((item) => ({ key: item.responseId, changes: { nextAttemptAt } })),
  ]);
  return batch.length + waiting.length;
}

export async function applyProblem(batch: readonly OutboxItem[], state: OutboxState, problem: Problem, at: Date): Promise<void> {
  await db.outbox.bulkUpdate(batch.map((item) => ({
    key: item.responseId,
    changes: { state, attempts: item.attempts + 1, lastAttemptAt: at.toISOString(), nextAttemptAt: null, problem },
  })));
}
