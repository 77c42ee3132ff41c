import { ErrorCode, type BatchItemResult } from '#core/api';
import type { OutboxItem } from '../contract';
import { backoffDelayMs } from '../backoff';
import { db } from '../db';
import { attachProof } from '../outbox-proof';
import { parseOutboxRow } from '../rows';
import type { SyncTransport } from '../transport';

const captchaCodes: ReadonlySet<string> = new Set([ErrorCode.CaptchaRequired, ErrorCode.CaptchaWrong]);

export interface ReproveOutcome {
  /** given a fresh captcha and back in line now */
  proven: string[];
  /** no captcha could be had (connection lost again): back in line after a backoff */
  waiting: string[];
}

/**
 * The items of an answered batch that the server refused for want of a captcha (answered offline
 * on a form that asks one, or a captcha that expired meanwhile) get a fresh captcha solved on this
 * device and go back in line: the person is not asked (docs/offline.md). Each item gets one such
 * try per flush (`tried`), so a refused proof waits for the person instead of looping; when no
 * captcha can be fetched the item waits its backoff and is tried again, still without the person.
 */
export async function proveRefusedCaptchas(
  batch: readonly OutboxItem[], results: readonly BatchItemResult[], transport: SyncTransport, tried: Set<string>, at: Date, random: () => number,
): Promise<ReproveOutcome> {
  const outcome: ReproveOutcome = { proven: [], waiting: [] };
  if (!transport.proveCaptcha) return outcome;
  // most replies refuse nothing for a captcha: no read back then (bench/outbox-drain)
  if (!results.some((result) => result.status === 'rejected' && captchaCodes.has(result.code))) return outcome;
  let reachable = true;
  // one read for the whole batch, not one per item: most were saved and are gone (bench/outbox-drain)
  const rows = await db.outbox.bulkGet(batch.filter((sent) => !tried.has(sent.responseId)).map((sent) => sent.responseId));
  const refused = rows.flatMap((row) => parseOutboxRow(row) ?? [])
    .filter((item) => item.state === 'needs-attention' && captchaCodes.has(item.problem?.code ?? ''));
  for (const item of refused) {
    tried.add(item.responseId);
    const proof = reachable ? await transport.proveCaptcha() : null;
    if (proof && (await attachProof(item.responseId, proof))) {
      outcome.proven.push(item.responseId);
    } else if (!proof) {
      reachable = false; // the others would fail alike: they wait too
      const nextAttemptAt = new Date(at.getTime() + backoffDelayMs(item.attempts, random)).toISOString();
      await db.outbox.update(item.responseId, { state: 'pending', nextAttemptAt });
      outcome.waiting.push(item.responseId);
    }
  }
  return outcome;
}
