import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormDesignInput, FormDetail, FormSummary, PublicForm } from '#core/forms';
import { configs, formReviews, forms, notifications } from '#server/db/schema/index';
import { sampleAnswer, storedCount, submitTo } from '../answering-helpers';
import { type TestApp, createForm, createTestApp, data, sampleDesign, setConfig, shareFormRow } from '../helpers';
import { type People, castPeople, castReviewer, postAs } from './forms-people';

let t: TestApp;
let p: People;
let reviewer: string;
let reviewerId: number;

const post = (cookie: string, url: string, payload?: object) => postAs(t, cookie, url, payload);
const edit = (cookie: string, formId: number, baseVersion: number, design: FormDesignInput) =>
  post(cookie, api.formUpdate, { id: formId, baseVersion, design });
/** What a respondent gets from the short link. */
const publicForm = async (shortUrl: string) => data<PublicForm>(await t.request({ method: 'GET', url: api.formByShortUrl(shortUrl) }));
const queueIds = async () =>
  data<{ data: FormSummary[] }>(await t.request({ method: 'GET', url: `${api.formAwaitingReview}?pageSize=100`, cookie: reviewer })).data.map((f) => f.id);
const reviewActions = async (formId: number) =>
  (await t.db.select().from(formReviews).where(eq(formReviews.formId, formId)).orderBy(formReviews.id)).map((r) => [r.action, r.version]);

const approvedDesign = sampleDesign({ title: 'Approved survey' });
/** The change: a new title and a question the reviewer has not seen. */
const changedDesign = sampleDesign({
  title: 'Changed survey',
  phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: 'Your name', required: true }, { id: 'q9', kind: 'text', title: 'Unreviewed question', required: true }] }],
  logic: [],
});
const elementIds = (form: PublicForm) => form.design.phases.flatMap((phase) => phase.elements.map((element) => element.id));

/** A form of the owner, approved by the reviewer: version 1 is live. */
async function approvedForm() {
  const form = await createForm(t, p.owner, approvedDesign);
  expect(form.status).toBe(3);
  expect((await post(reviewer, api.formApprove(form.id))).statusCode).toBe(200);
  return form;
}

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t);
  ({ cookie: reviewer, id: reviewerId } = await castReviewer(t));
});
afterAll(async () => { await t.close(); });

describe('a change to a published form (decision 1)', () => {
  it('by the owner who is no reviewer goes back to the review queue, the reviewers are told, and respondents keep the approved version', async () => {
    const form = await approvedForm();
    const saved = await edit(p.owner, form.id, 1, changedDesign);
    expect(data<FormDetail>(saved)).toMatchObject({ status: 3, version: 2, publishedVersion: 1 });
    expect(await queueIds()).toContain(form.id);
    expect(await reviewActions(form.id)).toEqual([['submitted', 1], ['approved', 1], ['submitted', 2]]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, reviewerId));
    expect(told.filter((n) => n.kind === 'formAwaitingReview').map((n) => n.data)).toContainEqual({ formId: form.id, title: 'Changed survey' });

    const seen = await publicForm(form.shortUrl);
    expect(seen).toMatchObject({ version: 1, design: { title: 'Approved survey' } });
    expect(elementIds(seen)).not.toContain('q9');
  });

  it('takes answers to the approved version meanwhile and refuses answers to the unreviewed one', async () => {
    const form = await approvedForm();
    await edit(p.owner, form.id, 1, changedDesign);
    expect((await submitTo(t, sampleAnswer(form.id, { formVersion: 1 }))).statusCode).toBe(200);
    const unreviewed = await submitTo(t, sampleAnswer(form.id, { formVersion: 2, answers: { q1: 'Lan', q9: 'x' } }));
    expect(unreviewed.statusCode).toBe(400);
    expect(await storedCount(t, form.id)).toBe(1);
  });

  it('is what respondents answer once the reviewer approves it', async () => {
    const form = await approvedForm();
    await edit(p.owner, form.id, 1, changedDesign);
    expect(data<FormDetail>(await post(reviewer, api.formApprove(form.id))).status).toBe(1);
    const seen = await publicForm(form.shortUrl);
    expect(seen).toMatchObject({ version: 2, design: { title: 'Changed survey' } });
    expect(elementIds(seen)).toContain('q9');
    expect(await queueIds()).not.toContain(form.id);
  });

  it('when rejected leaves the form published with its approved version, and a new edit goes back to review', async () => {
    const form = await approvedForm();
    await edit(p.owner, form.id, 1, changedDesign);
    const rejected = await post(reviewer, api.formReject(form.id), { reason: 'The new question is leading' });
    expect(data<FormDetail>(rejected).status).toBe(1);
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 1, design: { title: 'Approved survey' } });
    // publishing the rejected content again is a new request for review, not a way round it
    expect(data<FormDetail>(await post(p.owner, api.formPublish(form.id))).status).toBe(3);
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 1 });
    expect(data<FormDetail>(await edit(p.owner, form.id, 2, sampleDesign({ title: 'Fixed survey' }))).status).toBe(3);
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 1 });
  });

  it('by a shared editor goes back to review too', async () => {
    const form = await approvedForm();
    await shareFormRow(t, form.id, p.ids.editor, 1);
    expect(data<FormDetail>(await edit(p.editor, form.id, 1, changedDesign)).status).toBe(3);
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 1 });
  });

  it('by a reviewer (here a shared editor holding FormReview) stays published and is what respondents answer at once', async () => {
    const form = await approvedForm();
    await shareFormRow(t, form.id, reviewerId, 1);
    expect(data<FormDetail>(await edit(reviewer, form.id, 1, changedDesign))).toMatchObject({ status: 1, version: 2 });
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 2, design: { title: 'Changed survey' } });
    expect(await queueIds()).not.toContain(form.id);
    expect(await reviewActions(form.id)).toEqual([['submitted', 1], ['approved', 1]]);
  });

  it('stays published when the company does not require review', async () => {
    const form = await approvedForm();
    await setConfig(t, 'form.reviewRequired', '0');
    try {
      expect(data<FormDetail>(await edit(p.owner, form.id, 1, changedDesign)).status).toBe(1);
      expect(await publicForm(form.shortUrl)).toMatchObject({ version: 2 });
    } finally {
      await t.db.delete(configs).where(eq(configs.companyId, t.companyId));
    }
  });

  it('publishing again after disabling needs no review while the content is the approved one, and review once it changed', async () => {
    const form = await approvedForm();
    expect(data<FormDetail>(await post(p.owner, api.formDisable(form.id))).status).toBe(0);
    expect(data<FormDetail>(await post(p.owner, api.formPublish(form.id))).status).toBe(1);
    await post(p.owner, api.formDisable(form.id));
    expect(data<FormDetail>(await edit(p.owner, form.id, 1, changedDesign)).status).toBe(0);
    expect((await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) })).statusCode).toBe(403);
    expect(data<FormDetail>(await post(p.owner, api.formPublish(form.id))).status).toBe(3);
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 1, design: { title: 'Approved survey' } });
  });

  it('restoring an earlier version is a change like any other', async () => {
    const form = await approvedForm();
    await shareFormRow(t, form.id, p.ids.editor, 1);
    expect(data<FormDetail>(await edit(p.admin, form.id, 1, changedDesign)).status).toBe(1);
    const restored = await post(p.editor, api.formRestore(form.id, 1), { baseVersion: 2 });
    expect(data<FormDetail>(restored)).toMatchObject({ status: 3, version: 3 });
    expect(await publicForm(form.shortUrl)).toMatchObject({ version: 2, design: { title: 'Changed survey' } });
    const [row] = await t.db.select({ publishedVersion: forms.publishedVersion }).from(forms).where(eq(forms.id, form.id));
    expect(row?.publishedVersion).toBe(2);
  });
});
