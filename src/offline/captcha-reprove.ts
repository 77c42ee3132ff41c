import { ErrorCode } from '#core/api';
import type { OutboxItem } from './contract';
import { attachProof } from './outbox-proof';
import { getOutboxItem } from './outbox';
import type { SyncTransport } from './transport';

const captchaCodes: ReadonlySet<string> = new Set([ErrorCode.CaptchaRequired, ErrorCode.CaptchaWrong]);

/**
 * The items of an answered batch that the server refused for want of a captcha (answered offline
 * on a form that asks one, or a captcha that expired meanwhile) get a fresh captcha solved on this
 * device and go back in line: the person is not asked again (docs/offline.md). Each item gets one
 * such try per flush (`proven`); returns the ids put back in line.
 */
export async function proveRefusedCaptchas(batch: readonly OutboxItem[], transport: SyncTransport, proven: Set<string>): Promise<string[]> {
  if (!transport.proveCaptcha) return [];
  const back: string[] = [];
  for (const sent of batch) {
    if (proven.has(sent.responseId)) continue;
    const item = await getOutboxItem(sent.responseId);
    if (item?.state !== 'needs-attention' || !captchaCodes.has(item.problem?.code ?? '')) continue;
    proven.add(item.responseId);
    const proof = await transport.proveCaptcha();
    if (!proof) return back; // no challenge now (offline again): the others would fail alike
    if (await attachProof(item.responseId, proof)) back.push(item.responseId);
  }
  return back;
}
