import { claimAnswerDraft, loadDraft, queueResponse, saveDraft } from '#offline/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb, submission } from './helpers';

beforeEach(resetDb);

describe('one tab keeps a form draft', () => {
  it('gives the draft to the first tab only, and to the next once the first lets go', async () => {
    const first = await claimAnswerDraft(7);
    expect(first).not.toBeNull();
    expect(await claimAnswerDraft(7)).toBeNull(); // a second tab on the same form
    expect(await claimAnswerDraft(8)).not.toBeNull(); // another form is free
    first?.release();
    expect(await claimAnswerDraft(7)).not.toBeNull();
  });

  it("a second tab's submission leaves the first tab's draft alone", async () => {
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'typed in the first tab' }, updatedAt: '2026-11-23T10:00:00.000Z' });
    await queueResponse(submission(7), 'Khảo sát', { keepDraft: true });
    expect((await loadDraft(7))?.answers).toEqual({ q1: 'typed in the first tab' });
  });
});
