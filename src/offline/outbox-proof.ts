import { submissionProofSchema } from '#core/api';
import type { z } from 'zod';
import { db } from './db';
import { retryItem } from './outbox';
import { parseOutboxRow } from './rows';

export type SubmissionProof = z.infer<typeof submissionProofSchema>;

/**
 * Adds a proof the server asked for (a solved captcha, a verification token) to a kept answer and
 * puts it back in line. Only the proof fields of the stored submission change: the answers are
 * the person's and stay byte for byte as they were queued.
 */
export async function retryWithProof(responseId: string, proof: SubmissionProof): Promise<void> {
  const valid = submissionProofSchema.parse(proof);
  const found = await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(responseId);
    const item = parseOutboxRow(row);
    if (!row || !item) return false;
    await db.outbox.update(responseId, { submission: { ...(row.submission as object), ...valid } });
    return true;
  });
  if (!found) throw new Error(`outbox: no readable item ${responseId}`);
  await retryItem(responseId);
}
