import type { PublicForm } from '#core/forms';
import { db, deleteDraft, getRememberedForm, loadDraft, queueResponse, rememberPublicForm, saveDraft } from '#offline/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetDb, submission } from './helpers';
import { asRichText } from '#core/rich-text';

beforeEach(resetDb);

describe('answer drafts', () => {
  it('saves, loads, overwrites and deletes', async () => {
    expect(await loadDraft(7)).toBeNull();
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'a' }, updatedAt: '2026-01-01T00:00:00.000Z' });
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'ab', q2: 3 }, updatedAt: '2026-01-01T00:00:01.000Z' });
    expect(await loadDraft(7)).toEqual({ formId: 7, formVersion: 1, answers: { q1: 'ab', q2: 3 }, updatedAt: '2026-01-01T00:00:01.000Z' });
    await deleteDraft(7);
    expect(await loadDraft(7)).toBeNull();
  });

  it('queueing a response clears the form draft in the same transaction, unless asked to keep it', async () => {
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'yes' }, updatedAt: new Date().toISOString() });
    await queueResponse(submission(7), 'A', { keepDraft: true });
    expect(await loadDraft(7)).not.toBeNull();
    await queueResponse(submission(7), 'A');
    expect(await loadDraft(7)).toBeNull();
    expect(await db.outbox.count()).toBe(2);
  });
});

describe('forms remembered for offline', () => {
  const form: PublicForm = {
    id: 3, shortUrl: 'Ab3$xy', version: 2,
    design: {
      title: 'T', description: asRichText(''), logic: [],
      phases: [{ id: 'p1', title: '', elements: [{ id: 'q1', kind: 'text', title: 'Name', required: true }] }],
      settings: {
        answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, verification: 'none',
        inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null,
      },
    },
  };

  it('remembers a published form by its short link', async () => {
    expect(await getRememberedForm('Ab3$xy')).toBeNull();
    await rememberPublicForm(form);
    expect(await getRememberedForm('Ab3$xy')).toMatchObject({ id: 3, version: 2, design: { title: 'T' } });
  });

  it('a damaged cached copy counts as absent', async () => {
    await db.forms.put({ shortUrl: 'bad123', id: 1, savedAt: '', form: { nonsense: true } as unknown as PublicForm });
    expect(await getRememberedForm('bad123')).toBeNull();
  });
});
