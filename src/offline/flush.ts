import type { BatchItemResult } from '#core/api';
import { MAX_BATCH_RESPONSES } from '#core/constants';
import type { OutboxItem } from './contract';
import { backoffDelayMs } from './backoff';
import { db } from './db';
import { withFlushLock } from './flush-lock';
import { forgetUnreachable, recordSyncError, recordSyncSuccess } from './meta';
import { applyFailure, applyProblem, applyReply } from './flush-results';
import { setSyncing } from './sync-hub';
import { senderFor } from './ownership';
import { FlushLine } from './flush-line';
import { prepareForSend } from './send-prep';
import { proveRefusedCaptchas } from './captcha/captcha-reprove';
import { ClientErrorCode, isClientErrorCode, isUnreachableCode } from './http/client-error-code';
import type { SyncTransport } from './transport';

export interface FlushOptions {
  /** send items still waiting for their backoff too (app start, `online`, Background Sync, retry) */
  ignoreBackoff?: boolean;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
}

export interface FlushReport {
  /** another tab or the service worker was flushing: nothing was done here */
  skipped: boolean;
  sent: number;
  saved: number;
  rejected: number;
  needsAttention: number;
  /** items left pending by this flush because of a failure (they have a nextAttemptAt) */
  retrying: number;
  /** the last failure's server text, or its code when the server gave no text */
  error: string | null;
  /** the last failure's code: a server ErrorCode or a ClientErrorCode (docs/offline.md) */
  errorCode: string | null;
}

/**
 * The batch size a timed-out request taught us (a slow link cannot carry a full batch within the
 * request timeout). Kept for this page or worker only; it doubles back after each answered batch.
 */
let slowLinkBatchSize = MAX_BATCH_RESPONSES;

const emptyReport = (): FlushReport => ({
  skipped: false, sent: 0, saved: 0, rejected: 0, needsAttention: 0, retrying: 0, error: null, errorCode: null,
});

/**
 * Sends due pending items in batches until none is left or the server cannot be reached.
 * An item leaves the outbox only in `applyReply`, on a 'saved' result; nothing is ever marked
 * 'sending' in the database, so a page closed mid-request leaves its items pending and the next
 * flush resends them (the server is idempotent on responseId).
 */
export async function flushOutbox(transport: SyncTransport, options: FlushOptions = {}): Promise<FlushReport> {
  const outcome = await withFlushLock(async () => {
    setSyncing(true);
    try {
      return await flushLocked(transport, options);
    } finally {
      setSyncing(false);
    }
  });
  return outcome.acquired ? outcome.value : { ...emptyReport(), skipped: true };
}

async function flushLocked(transport: SyncTransport, options: FlushOptions): Promise<FlushReport> {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const report = emptyReport();
  const tried = new Set<string>();
  const proven = new Set<string>();
  let batchSize = Math.max(1, Math.min(options.batchSize ?? MAX_BATCH_RESPONSES, MAX_BATCH_RESPONSES, slowLinkBatchSize));

  const line = new FlushLine(tried, options.ignoreBackoff);
  // the last saved batch's reply, written while the next batch goes (awaited before the next outcome)
  let writing: Promise<void> = Promise.resolve();
  for (;;) {
    const at = now();
    // the read that refills the line must see every reply written
    if (line.isEmpty()) await writing;
    const found = await line.refill(at);
    if (found !== 'due') {
      if (tried.size === 0 && found === 'none-pending') await forgetUnreachable();
      return report;
    }
    const { owner, picked } = await line.take(batchSize, at);
    for (const item of picked) tried.add(item.responseId);
    const batch = await readyToSend(picked, at, random, report);
    if (batch.length === 0) continue;
    report.sent += batch.length;
    const outcome = await transport.sendBatch(batch.map((item) => item.submission), senderFor(owner));
    await writing; // replies are written in the order their batches went

    if (outcome.kind === 'reply') {
      slowLinkBatchSize = Math.min(MAX_BATCH_RESPONSES, slowLinkBatchSize * 2);
      writing = writeReply({ batch, results: outcome.results, at, random, transport, proven, tried, report });
      writing.catch(() => undefined); // its failure surfaces where it is awaited, not as unhandled
      continue;
    }
    if (outcome.kind === 'too-large' && batch.length > 1) {
      report.sent -= batch.length;
      for (const item of batch) tried.delete(item.responseId);
      line.putBack(batch);
      batchSize = Math.ceil(batch.length / 2);
      continue;
    }
    report.error = outcome.message || outcome.code;
    report.errorCode = outcome.code;
    await recordSyncError({ code: outcome.code, message: outcome.message }, at, reachability(outcome.code));
    if (outcome.kind === 'retry' && outcome.code === ClientErrorCode.Timeout) {
      // too slow a link for this much: the next tries send smaller batches, growing back on success
      slowLinkBatchSize = Math.max(1, Math.ceil(batch.length / 2));
    }
    if (outcome.kind === 'retry') {
      // The server is out of reach: back off the whole line, not only this batch.
      const delay = backoffDelayMs(Math.max(...batch.map((i) => i.attempts)) + 1, random, outcome.retryAfterMs);
      report.retrying += await applyFailure(batch, line.rest(), at, delay, outcome);
      return report;
    }
    const state = outcome.kind === 'too-large' ? 'rejected' : 'needs-attention';
    await applyProblem(batch, state, { code: outcome.code, message: outcome.message }, at);
    if (state === 'rejected') report.rejected += batch.length;
    else report.needsAttention += batch.length;
    if (outcome.kind === 'attention') {
      // e.g. signed out: this sender's other items would fail alike; another sender's may go
      for (const item of line.dropSender(owner)) tried.add(item.responseId);
    }
  }
}

interface AnsweredBatch {
  batch: readonly OutboxItem[];
  results: readonly BatchItemResult[];
  at: Date;
  random: () => number;
  transport: SyncTransport;
  proven: Set<string>;
  tried: Set<string>;
  report: FlushReport;
}

/**
 * Writes a batch's reply (saved answers leave the outbox, refusals are recorded) and gives the
 * answers the server refused for want of a captcha a fresh one. Runs while the next batch is on
 * its way: with 100 batches, waiting for each write before sending the next added up (bench/outbox-drain).
 */
async function writeReply({ batch, results, at, random, transport, proven, tried, report }: AnsweredBatch): Promise<void> {
  // one commit for the results and the sync time: each commit waits for the disk ('strict' durability)
  const counts = await db.transaction('rw', db.outbox, db.meta, async () => {
    const applied = await applyReply(batch, results, at, random);
    await recordSyncSuccess(at);
    return applied;
  });
  report.saved += counts.saved;
  report.rejected += counts.rejected;
  report.needsAttention += counts.needsAttention;
  report.retrying += counts.retrying;
  const reproved = await proveRefusedCaptchas(batch, results, transport, proven, at, random);
  report.needsAttention -= reproved.proven.length + reproved.waiting.length;
  report.retrying += reproved.waiting.length;
  for (const id of reproved.proven) tried.delete(id);
}

/**
 * The picked items that can go now (attachments uploaded); the others stay pending with a backoff,
 * or wait for the person when their problem needs one (e.g. a file that can no longer be read).
 */
async function readyToSend(picked: OutboxItem[], at: Date, random: () => number, report: FlushReport): Promise<OutboxItem[]> {
  const prepared = await prepareForSend(picked);
  for (const p of prepared) {
    if (p.ready || 'gone' in p) continue;
    const problem = p.problem ?? { code: ClientErrorCode.NoResult, message: '' };
    if (p.retry) {
      report.retrying += await applyFailure([p.item], [], at, backoffDelayMs(p.item.attempts + 1, random), problem);
    } else {
      await applyProblem([p.item], 'needs-attention', problem, at);
      report.needsAttention++;
    }
  }
  return prepared.filter((p) => p.ready).map((p) => p.item);
}

/** false: the server could not be reached; true: the server itself answered; undefined: unknown. */
function reachability(code: string): boolean | undefined {
  if (isUnreachableCode(code)) return false;
  return isClientErrorCode(code) ? undefined : true;
}
