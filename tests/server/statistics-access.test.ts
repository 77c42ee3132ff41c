import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vietnamDate } from '#core/time';
import { api } from '#core/api';
import type { ChartByDate, GroupByQuestion, ManagerStatistical, OverviewStatistical } from '#core/api';
import { FormStatus } from '#core/forms';
import { forms, users } from '#server/db/schema/index';
import { type CreatedForm, createForm, createUser, data, grantPermissionCode, sampleDesign, signIn } from './helpers';
import { type StatisticsFixture, seedStatistics } from './statistics-fixture';

let f: StatisticsFixture;
let other: CreatedForm;
let manager: string;
const OTHER_ANSWERS = 5;

beforeAll(async () => {
  f = await seedStatistics(99);
  const { t, people } = f;
  other = await createForm(t, people.editor, sampleDesign(), false);
  await t.db.update(forms).set({ status: FormStatus.Active }).where(eq(forms.id, other.id));
  const list = Array.from({ length: OTHER_ANSWERS }, (_, i) => ({ responseId: randomUUID(), formId: other.id, answers: { q1: `Người ${i}` } }));
  const saved = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: list } });
  expect(saved.statusCode).toBe(200);
  const boss = await createUser(t, { username: 'st-manager', password: 'Pass-word1' });
  await t.db.update(users).set({ managerId: boss.id }).where(eq(users.id, people.ids.owner));
  manager = await signIn(t, 'st-manager', 'Pass-word1');
});
afterAll(async () => { await f?.t.close(); });

/** Every call that reads one form's answers, for the given form. */
const formCalls = (formId: number) => [
  { method: 'GET' as const, url: api.formAnswers(formId) },
  { method: 'GET' as const, url: `${api.formAnswersV2}?formId=${formId}` },
  { method: 'GET' as const, url: api.formAnswersForFilter(formId) },
  { method: 'GET' as const, url: api.formAnswerDetail(formId, f.submitted[0]!.responseId) },
  { method: 'POST' as const, url: api.answersGroupByQuestion, payload: { formId } },
  { method: 'POST' as const, url: api.answersChart, payload: { formId, elementId: 'radio' } },
  { method: 'GET' as const, url: `${api.answersChartByDate}?formId=${formId}` },
  { method: 'GET' as const, url: `${api.answersChartTableText}?formId=${formId}&elementId=text` },
];

const statuses = async (cookie: string | undefined, headers?: Record<string, string>) => {
  const codes = [];
  for (const call of formCalls(f.form.id)) codes.push((await f.t.request({ ...call, ...(cookie ? { cookie } : {}), ...(headers ? { headers } : {}) })).statusCode);
  return codes;
};

describe('who may read a form\'s answers', () => {
  it('lets the owner, a shared viewer and editor, the owner\'s manager and an administrator read', async () => {
    for (const cookie of [f.people.owner, f.people.viewer, f.people.editor, manager, f.people.admin]) {
      expect(await statuses(cookie)).toEqual(Array(8).fill(200));
    }
  });

  it('refuses anonymous callers (401), a stranger of the company (403), another company (404)', async () => {
    expect(await statuses(undefined)).toEqual(Array(8).fill(401));
    expect(await statuses(f.people.stranger)).toEqual(Array(8).fill(403));
    expect(await statuses(f.people.outsider.cookie, f.people.outsider.headers)).toEqual(Array(8).fill(404));
  });

  it('answers 404 for a response of another form and for an unknown form', async () => {
    const res = await f.t.request({ method: 'GET', url: api.formAnswerDetail(other.id, f.submitted[0]!.responseId), cookie: f.people.admin });
    expect(res.statusCode).toBe(404);
    const unknown = await f.t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie: f.people.admin, payload: { formId: 999999 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('the viewer reads the same numbers as the owner', async () => {
    const as = async (cookie: string) => data<GroupByQuestion>(await f.t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie, payload: { formId: f.form.id } }));
    expect(await as(f.people.viewer)).toEqual(await as(f.people.owner));
  });
});

describe('answers-chart-by-date without a form', () => {
  const total = async (cookie: string) => data<ChartByDate>(await f.t.request({ method: 'GET', url: api.answersChartByDate, cookie })).total;

  it('counts every form the caller reads: the whole company for an administrator', async () => {
    expect(await total(f.people.admin)).toBe(300 + OTHER_ANSWERS);
    expect(await total(f.people.owner)).toBe(300);
    expect(await total(f.people.viewer)).toBe(300);
    expect(await total(f.people.editor)).toBe(300 + OTHER_ANSWERS);
    expect(await total(f.people.stranger)).toBe(0);
  });
});

describe('overview-statistical', () => {
  it('is refused to a plain user and given to administrators and FormManage holders', async () => {
    expect((await f.t.request({ method: 'GET', url: api.overviewStatistical, cookie: f.people.owner })).statusCode).toBe(403);
    expect((await f.t.request({ method: 'GET', url: api.overviewStatistical })).statusCode).toBe(401);
    const admin = data<OverviewStatistical>(await f.t.request({ method: 'GET', url: api.overviewStatistical, cookie: f.people.admin }));
    const today = vietnamDate(new Date());
    expect(admin.forms).toEqual({ total: 2, byStatus: { 1: 2 } });
    expect(admin.answers).toEqual({
      total: 300 + OTHER_ANSWERS,
      today: f.submitted.filter((s) => vietnamDate(new Date(s.submittedAt)) === today).length + OTHER_ANSWERS,
      last30Days: 300 + OTHER_ANSWERS,
    });
    expect(admin.mostUsed.map((m) => [m.id, m.answers])).toEqual([[f.form.id, 300], [other.id, OTHER_ANSWERS]]);
    expect(admin.recentlyUsed.map((m) => m.id)).toEqual([other.id, f.form.id]);
    const newest = f.submitted.map((s) => s.submittedAt).sort().at(-1);
    expect(admin.mostUsed[0]).toMatchObject({ title: 'Khảo sát mức độ hài lòng', shortUrl: f.form.shortUrl, lastAnswerAt: newest });
    await grantPermissionCode(f.t, f.people.ids.stranger, 'FormManage');
    const holder = await f.t.request({ method: 'GET', url: api.overviewStatistical, cookie: f.people.stranger });
    expect(holder.statusCode).toBe(200);
    expect(data<OverviewStatistical>(holder).answers.total).toBe(300 + OTHER_ANSWERS);
  });
});

describe('manager-statistical', () => {
  it('lists the users the caller manages with their forms and answers; everyone for an administrator', async () => {
    const mine = data<ManagerStatistical>(await f.t.request({ method: 'GET', url: api.managerStatistical, cookie: manager }));
    const newest = f.submitted.map((s) => s.submittedAt).sort().at(-1);
    expect(mine.users).toEqual([{ userId: f.people.ids.owner, name: 'st-owner', forms: 1, published: 1, answers: 300, lastAnswerAt: newest }]);
    expect(mine.totals).toEqual({ users: 1, forms: 1, published: 1, answers: 300 });
    const none = data<ManagerStatistical>(await f.t.request({ method: 'GET', url: api.managerStatistical, cookie: f.people.viewer }));
    expect(none.totals).toEqual({ users: 0, forms: 0, published: 0, answers: 0 });
    const admin = data<ManagerStatistical>(await f.t.request({ method: 'GET', url: api.managerStatistical, cookie: f.people.admin }));
    expect(admin.totals).toMatchObject({ forms: 2, published: 2, answers: 300 + OTHER_ANSWERS });
    expect(admin.users.find((u) => u.userId === f.people.ids.editor)).toMatchObject({ forms: 1, answers: OTHER_ANSWERS });
    expect((await f.t.request({ method: 'GET', url: api.managerStatistical })).statusCode).toBe(401);
  });
});
