import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormDetail, FormFullDetail, FormSummary } from '#core/forms';
import { actionLogs, configs, formReviews, forms, notifications } from '#server/db/schema/index';
import { type TestApp, createForm, createTestApp, data, sampleDesign, setConfig } from '../helpers';
import { type People, castPeople, castReviewer, postAs, message } from './forms-people';

let t: TestApp;
let p: People;
let reviewer: string;
let reviewerId: number;

const post = (cookie: string, url: string, payload?: object) => postAs(t, cookie, url, payload);
const reviewsOf = async (formId: number) =>
  (await t.db.select().from(formReviews).where(eq(formReviews.formId, formId)).orderBy(formReviews.id)).map((r) => [r.action, r.userId, r.reason]);
const statusOf = async (formId: number) => (await t.db.select().from(forms).where(eq(forms.id, formId)))[0]!.status;
const link = (shortUrl: string) => t.request({ method: 'GET', url: api.formByShortUrl(shortUrl) });

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t);
  ({ cookie: reviewer, id: reviewerId } = await castReviewer(t));
});
afterAll(async () => { await t.close(); });

describe('review (decision 1)', () => {
  it('sends a non-reviewer\'s publication to review, and the reviewer\'s approval publishes it and tells the owner', async () => {
    const form = await createForm(t, p.owner, sampleDesign(), false);
    const submitted = await post(p.owner, api.formPublish(form.id));
    expect(data<FormDetail>(submitted).status).toBe(3);
    expect(await reviewsOf(form.id)).toEqual([['submitted', p.ids.owner, null]]);
    expect((await link(form.shortUrl)).json()).toMatchObject({ code: 'FORM_AWAITING_REVIEW' });

    const queue = data<{ data: FormSummary[] }>(await t.request({ method: 'GET', url: api.formAwaitingReview, cookie: reviewer }));
    expect(queue.data.map((f) => f.id)).toContain(form.id);
    expect(data<FormDetail>(await t.request({ method: 'GET', url: api.form(form.id), cookie: reviewer })).access).toBe('viewer');

    const approved = await post(reviewer, api.formApprove(form.id));
    expect(approved.statusCode).toBe(200);
    expect(data<FormDetail>(approved).status).toBe(1);
    expect((await link(form.shortUrl)).statusCode).toBe(200);
    expect(await reviewsOf(form.id)).toEqual([['submitted', p.ids.owner, null], ['approved', reviewerId, null]]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, p.ids.owner));
    expect(note).toMatchObject({ kind: 'formApproved', data: { formId: form.id, title: 'Citizen survey', reason: null } });

    const detail = data<FormFullDetail>(await t.request({ method: 'GET', url: api.formDetail(form.id), cookie: p.owner }));
    expect(detail.reviews.map((r) => [r.action, r.by?.name])).toEqual([['submitted', 'owner'], ['approved', 'reviewer']]);
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entityId, String(form.id)), eq(actionLogs.title, 'Form approved')));
    expect(log).toMatchObject({ oldData: { status: 3 }, newData: { status: 1 }, userName: 'reviewer' });
  });

  it('rejects with a reason: back to disabled, the reason kept and told to the owner', async () => {
    const form = await createForm(t, p.owner, sampleDesign({ title: 'To reject' }), false);
    await post(p.owner, api.formPublish(form.id));
    const rejected = await post(reviewer, api.formReject(form.id), { reason: 'Question 3 is leading' });
    expect(data<FormDetail>(rejected).status).toBe(0);
    expect(await reviewsOf(form.id)).toEqual([['submitted', p.ids.owner, null], ['rejected', reviewerId, 'Question 3 is leading']]);
    const notes = await t.db.select().from(notifications).where(and(eq(notifications.userId, p.ids.owner), eq(notifications.kind, 'formRejected')));
    expect(notes.map((n) => n.data)).toEqual([{ formId: form.id, title: 'To reject', reason: 'Question 3 is leading' }]);
  });

  it('refuses to approve or reject a form that is not awaiting review (409), and a non-reviewer (403)', async () => {
    const form = await createForm(t, p.owner, sampleDesign(), false);
    const early = await post(reviewer, api.formApprove(form.id));
    expect(early.statusCode).toBe(409);
    expect(message(early)).toMatchObject({ code: 'CONFLICT', message: 'This form is not awaiting review' });
    expect((await post(reviewer, api.formReject(form.id), { reason: 'x' })).statusCode).toBe(409);
    await post(p.owner, api.formPublish(form.id));
    const byStranger = await post(p.stranger, api.formApprove(form.id));
    expect(byStranger.statusCode).toBe(403);
    expect(message(byStranger).message).toBe('Only reviewers can approve or reject forms');
    expect((await t.request({ method: 'GET', url: api.formAwaitingReview, cookie: p.stranger })).statusCode).toBe(403);
    expect(await statusOf(form.id)).toBe(3);
    expect(await reviewsOf(form.id)).toEqual([['submitted', p.ids.owner, null]]);
  });

  it('publishes at once when the publisher is a reviewer, writing no review row', async () => {
    const form = await createForm(t, reviewer, sampleDesign(), false);
    expect(data<FormDetail>(await post(reviewer, api.formPublish(form.id))).status).toBe(1);
    expect(await reviewsOf(form.id)).toEqual([]);
  });

  it('publishes at once when the company sets form.reviewRequired to 0, the company row overriding the system one', async () => {
    await setConfig(t, 'form.reviewRequired', '1', null);
    await setConfig(t, 'form.reviewRequired', '0');
    const form = await createForm(t, p.owner, sampleDesign(), false);
    expect(data<FormDetail>(await post(p.owner, api.formPublish(form.id))).status).toBe(1);
    await t.db.delete(configs).where(eq(configs.companyId, t.companyId));
    const other = await createForm(t, p.owner, sampleDesign(), false);
    expect(data<FormDetail>(await post(p.owner, api.formPublish(other.id))).status).toBe(3);
    await t.db.delete(configs);
  });
});

describe('status through the editor and the owner calls', () => {
  it('sends a save with publish: true to review, sends the owner\'s edit of a published form back to review, and disables with publish: false', async () => {
    const form = await createForm(t, p.owner, sampleDesign(), false);
    const save = (baseVersion: number, title: string, publish?: boolean) =>
      post(p.owner, api.formUpdate, { id: form.id, baseVersion, design: sampleDesign({ title }), ...(publish === undefined ? {} : { publish }) });
    expect(data<FormDetail>(await save(1, 'Ready', true))).toMatchObject({ status: 3, version: 2 });
    expect(await reviewsOf(form.id)).toEqual([['submitted', p.ids.owner, null]]);
    expect(data<FormDetail>(await save(2, 'Still waiting', true))).toMatchObject({ status: 3, version: 3 });
    expect(await reviewsOf(form.id)).toHaveLength(1);
    await post(reviewer, api.formApprove(form.id));
    expect(data<FormDetail>(await save(3, 'Live edit'))).toMatchObject({ status: 3, version: 4 });
    expect(data<{ version: number }>(await link(form.shortUrl)).version).toBe(3);
    expect(data<FormDetail>(await save(4, 'Switched off', false))).toMatchObject({ status: 0, version: 5 });
    expect((await link(form.shortUrl)).json()).toMatchObject({ code: 'FORM_DISABLED' });
  });

  it('disables and deletes: a deleted form is 404 everywhere and in no list', async () => {
    const form = await createForm(t, p.owner, sampleDesign({ title: 'Short-lived' }), false);
    expect(data<FormDetail>(await post(p.owner, api.formDisable(form.id))).status).toBe(0);
    const deleted = await t.request({ method: 'DELETE', url: api.form(form.id), cookie: p.owner });
    expect(data<FormDetail>(deleted).status).toBe(2);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    for (const url of [api.form(form.id), api.formDetail(form.id), api.formHistories(form.id)]) {
      expect((await t.request({ method: 'GET', url, cookie: p.owner })).statusCode).toBe(404);
    }
    expect((await post(p.owner, api.formPublish(form.id))).statusCode).toBe(404);
    const mine = data<{ data: FormSummary[] }>(await t.request({ method: 'GET', url: `${api.formList}?pageSize=200`, cookie: p.owner }));
    expect(mine.data.map((f) => f.id)).not.toContain(form.id);
    const all = data<{ data: FormSummary[] }>(await t.request({ method: 'GET', url: `${api.formListAll}?status=2`, cookie: p.admin }));
    expect(all.data).toEqual([]);
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entityId, String(form.id)), eq(actionLogs.type, 'delete')));
    expect(log).toMatchObject({ oldData: { status: 0 }, newData: { status: 2 } });
  });
});
