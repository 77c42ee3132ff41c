import { submissionProofSchema } from '#core/api';
import type { z } from 'zod';
import { db } from './db';
import { retryItem } from './outbox';
import { parseOutboxRow } from './rows';

export type SubmissionProof = z.infer<typeof submissionProofSchema>;

/**
 * Adds a proof (a solved captcha, a verification token) to a kept answer and puts it back in line,
 * without asking for a flush. Only the proof fields of the stored submission change: the answers
 * are the person's and stay byte for byte as they were queued. False when the item is gone.
 */
export async function attachProof(responseId: string, proof: SubmissionProof): Promise<boolean> {
  const valid = submissionProofSchema.parse(proof);
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(responseId);
    const item = parseOutboxRow(row);
    if (!row || !item) return false;
    await db.outbox.update(responseId, {
      submission: { ...(row.submission as object), ...valid }, state: 'pending', nextAttemptAt: null, problem: null,
    });
    return true;
  });
}

/** A proof the person gave (the outbox page): attached, and the answer is sent again now. */
export async function retryWithProof(responseId: string, proof: SubmissionProof): Promise<void> {
  if (!(await attachProof(responseId, proof))) throw new Error(`outbox: no readable item ${responseId}`);
  await retryItem(responseId);
}
