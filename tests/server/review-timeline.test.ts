import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormReview } from '#core/forms';
import { formReviews } from '#server/db/schema/index';
import { type TestApp, createForm, createTestApp, createUser, data, grantPermissionCode, sampleDesign, signIn } from './helpers';
import { type People, castPeople, sharedForm } from './forms-people';

let t: TestApp;
let p: People;
let reviewer: string;
let formId: number;

const post = (cookie: string, url: string, payload?: object) => t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const timeline = (cookie?: string, headers?: Record<string, string>, id = formId) =>
  t.request({ method: 'GET', url: api.formReviewTimeline(id), ...(cookie ? { cookie } : {}), ...(headers ? { headers } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t, 'tl-');
  const reviewerId = (await createUser(t, { username: 'tl-reviewer', password: 'Pass-word1' })).id;
  await grantPermissionCode(t, reviewerId, 'FormReview');
  reviewer = await signIn(t, 'tl-reviewer', 'Pass-word1');
  formId = (await sharedForm(t, p)).id;
  // submitted, rejected with a reason, submitted again, approved
  expect((await post(p.owner, api.formPublish(formId))).statusCode).toBe(200);
  expect((await post(reviewer, api.formReject(formId), { reason: 'Câu 2 chưa rõ' })).statusCode).toBe(200);
  expect((await post(p.owner, api.formPublish(formId))).statusCode).toBe(200);
  expect((await post(reviewer, api.formApprove(formId))).statusCode).toBe(200);
});
afterAll(async () => { await t.close(); });

describe('GET form/{id}/review-timeline', () => {
  it('lists the decisions oldest first, with who, the reason and the version', async () => {
    const res = await timeline(p.owner);
    expect(res.statusCode, res.body).toBe(200);
    const reviews = data<FormReview[]>(res);
    expect(reviews.map((r) => [r.action, r.by?.name, r.reason])).toEqual([
      ['submitted', 'tl-owner', null],
      ['rejected', 'tl-reviewer', 'Câu 2 chưa rõ'],
      ['submitted', 'tl-owner', null],
      ['approved', 'tl-reviewer', null],
    ]);
    const times = reviews.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(reviews.every((r) => r.version === 1)).toBe(true);
  });

  it('orders by time, not by insertion, and shows a forwarded step', async () => {
    const [first] = await t.db.select().from(formReviews).where(eq(formReviews.formId, formId)).orderBy(formReviews.id).limit(1);
    await t.db.insert(formReviews).values({ formId, version: 1, action: 'forwarded', reason: null, userId: null, createdAt: new Date(first!.createdAt.getTime() - 60_000) });
    const reviews = data<FormReview[]>(await timeline(p.viewer));
    expect(reviews.map((r) => r.action)).toEqual(['forwarded', 'submitted', 'rejected', 'submitted', 'approved']);
    expect(reviews[0]!.by).toBeNull();
  });

  it('answers owner, editor, viewer, reviewer and administrator; refuses a stranger (403), anonymous (401), another company (404)', async () => {
    for (const cookie of [p.owner, p.editor, p.viewer, reviewer, p.admin]) expect((await timeline(cookie)).statusCode).toBe(200);
    expect((await timeline(p.stranger)).statusCode).toBe(403);
    expect((await timeline()).statusCode).toBe(401);
    const outsider = await timeline(p.outsider.cookie, p.outsider.headers);
    expect(outsider.statusCode).toBe(404);
    expect((await timeline(p.owner, undefined, 2_000_000_000)).statusCode).toBe(404);
  });

  it('is empty for a form never sent to review', async () => {
    const form = await createForm(t, p.owner, sampleDesign(), false);
    expect(data<FormReview[]>(await timeline(p.owner, undefined, form.id))).toEqual([]);
  });
});
