import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormSummary } from '#core/forms';
import { forms, responses, users } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, grantPermissionCode, sampleDesign, shareFormRow, signIn } from '../helpers';
import { type People, castPeople } from './forms-people';

interface Page { data: FormSummary[]; totalData: number; page: number; pageSize: number }
let t: TestApp;
let p: People;
let boss: string;
const made: Record<string, CreatedForm> = {};

const list = async (url: string, cookie: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `${url}${query}`, cookie, headers: { 'accept-language': 'en' } });
  expect(res.statusCode).toBe(200);
  return data<Page>(res);
};
const titles = (page: Page) => page.data.map((f) => f.title);
const answer = (form: CreatedForm) =>
  t.db.insert(responses).values({ id: randomUUID(), formId: form.id, companyId: t.companyId, formVersion: 1, contentHash: randomUUID() });

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t);
  for (const title of ['Khảo sát Đánh giá', 'Citizen survey', 'Zebra poll 100%']) made[title] = await createForm(t, p.owner, sampleDesign({ title }), false);
  made.gone = await createForm(t, p.owner, sampleDesign({ title: 'Deleted survey' }), false);
  await t.request({ method: 'DELETE', url: api.form(made.gone.id), cookie: p.owner });
  made.editorOwn = await createForm(t, p.editor, sampleDesign({ title: 'Editor own' }), false);
  await answer(made['Khảo sát Đánh giá']!);
  await answer(made['Khảo sát Đánh giá']!);
  await answer(made['Zebra poll 100%']!);
  await shareFormRow(t, made['Citizen survey']!.id, p.ids.editor, 1);
  await shareFormRow(t, made['Zebra poll 100%']!.id, p.ids.editor, 2);
  await shareFormRow(t, made['Citizen survey']!.id, p.ids.viewer, 2);
  const bossId = (await createUser(t, { username: 'boss', password: 'Pass-word1' })).id;
  await t.db.update(users).set({ managerId: bossId }).where(eq(users.id, p.ids.owner));
  boss = await signIn(t, 'boss', 'Pass-word1');
  made.another = await createForm(t, p.owner, sampleDesign({ title: 'Another' }), false);
});
afterAll(async () => { await t.close(); });

describe('list (mine)', () => {
  it('pages my live forms with owner name, access and response counts, never deleted ones', async () => {
    const all = await list(api.formList, p.owner, '?pageSize=50');
    expect(all.totalData).toBe(4);
    expect(titles(all)).not.toContain('Deleted survey');
    expect(titles(all)).not.toContain('Editor own');
    expect(all.data.find((f) => f.title === 'Khảo sát Đánh giá')).toMatchObject({ responseCount: 2, ownerName: 'owner', access: 'owner', ownerId: p.ids.owner });
    const second = await list(api.formList, p.owner, '?page=2&pageSize=3&sort=createdAt&order=asc');
    expect(second).toMatchObject({ totalData: 4, page: 2, pageSize: 3 });
    expect(titles(second)).toEqual(['Another']);
    expect((await list(api.formList, p.owner, '?status=2')).data).toEqual([]);
    expect((await list(api.formList, p.owner, '?status=0')).totalData).toBe(4);
    expect((await list(api.formList, p.owner, '?status=1')).totalData).toBe(0);
  });

  it('searches titles ignoring case and Vietnamese accents, and treats % literally', async () => {
    expect(titles(await list(api.formList, p.owner, `?search=${encodeURIComponent('danh GIA')}`))).toEqual(['Khảo sát Đánh giá']);
    expect(titles(await list(api.formList, p.owner, `?search=${encodeURIComponent('ĐÁNH')}`))).toEqual(['Khảo sát Đánh giá']);
    expect(titles(await list(api.formList, p.owner, '?search=SURVEY'))).toEqual(['Citizen survey']);
    expect(titles(await list(api.formList, p.owner, `?search=${encodeURIComponent('100%')}`))).toEqual(['Zebra poll 100%']);
    expect((await list(api.formList, p.owner, `?search=${encodeURIComponent('%')}`)).totalData).toBe(1);
    expect((await list(api.formList, p.owner, '?search=nothing')).totalData).toBe(0);
  });

  it('sorts by title, creation and response count in both directions', async () => {
    expect(titles(await list(api.formList, p.owner, '?sort=title&order=asc'))).toEqual(['Another', 'Citizen survey', 'Khảo sát Đánh giá', 'Zebra poll 100%']);
    expect(titles(await list(api.formList, p.owner, '?sort=title&order=desc'))).toEqual(['Zebra poll 100%', 'Khảo sát Đánh giá', 'Citizen survey', 'Another']);
    expect(titles(await list(api.formList, p.owner, '?sort=responseCount&order=desc&pageSize=2'))).toEqual(['Khảo sát Đánh giá', 'Zebra poll 100%']);
    expect(titles(await list(api.formList, p.owner, '?sort=createdAt&order=asc'))).toEqual(['Khảo sát Đánh giá', 'Citizen survey', 'Zebra poll 100%', 'Another']);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?pageSize=0', '?page=-1', '?sort=owner', '?order=up', '?status=9']) {
      const res = await t.request({ method: 'GET', url: `${api.formList}${query}`, cookie: p.owner });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.request({ method: 'GET', url: api.formList })).statusCode).toBe(401);
  });
});

describe('other lists', () => {
  it('list-share: what is shared with me, with my access', async () => {
    const editor = await list(api.formListShare, p.editor, '?sort=title&order=asc');
    expect(editor.data.map((f) => [f.title, f.access, f.ownerName])).toEqual([['Citizen survey', 'editor', 'owner'], ['Zebra poll 100%', 'viewer', 'owner']]);
    expect((await list(api.formListShare, p.viewer)).data.map((f) => [f.title, f.access])).toEqual([['Citizen survey', 'viewer']]);
    expect((await list(api.formListShare, p.owner)).totalData).toBe(0);
    expect((await list(api.formListShare, p.editor, '?search=zebra')).totalData).toBe(1);
  });

  it('list-all: the whole company for administrators and FormManage holders, 403 for others', async () => {
    const all = await list(api.formListAll, p.admin, '?pageSize=50');
    expect(all.totalData).toBe(5);
    expect(all.data.every((f) => f.access === 'owner')).toBe(true);
    const refused = await t.request({ method: 'GET', url: api.formListAll, cookie: p.stranger, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You can not access this page' });
    const outsider = await t.request({ method: 'GET', url: api.formListAll, cookie: p.outsider.cookie, headers: p.outsider.headers });
    expect(outsider.statusCode).toBe(403);
    await grantPermissionCode(t, p.ids.stranger, 'FormManage');
    const managed = await list(api.formListAll, p.stranger, '?sort=title&order=asc&pageSize=50');
    expect(managed.totalData).toBe(5);
    expect(managed.data.find((f) => f.title === 'Editor own')).toMatchObject({ access: 'viewer', ownerName: 'editor' });
  });

  it('list-by-manager: the forms of the users I manage', async () => {
    const mine = await list(api.formListByManager, boss, '?pageSize=50');
    expect(mine.totalData).toBe(4);
    expect(mine.data.every((f) => f.ownerId === p.ids.owner && f.access === 'viewer')).toBe(true);
    expect((await list(api.formListByManager, p.owner)).totalData).toBe(0);
  });

  it('awaiting-review: only forms in review, for reviewers', async () => {
    await t.request({ method: 'POST', url: api.formPublish(made['Citizen survey']!.id), cookie: p.owner });
    const queue = await list(api.formAwaitingReview, p.admin);
    expect(queue.data.map((f) => [f.title, f.status])).toEqual([['Citizen survey', 3]]);
    const refused = await t.request({ method: 'GET', url: api.formAwaitingReview, cookie: p.owner, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only reviewers can approve or reject forms' });
  });

  it('list-by-manager and list-all need a signed-in person (401); a manager sees none of the forms of people they do not manage', async () => {
    for (const url of [api.formListByManager, api.formListAll]) expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const seen = await list(api.formListByManager, boss, '?pageSize=50');
    expect(seen.data.map((f) => f.title)).not.toContain('Editor own');
  });

  it('awaiting-review pages past 100 forms, oldest first', async () => {
    // a fast seed: 120 forms awaiting review written straight to the table, one minute apart
    const start = Date.UTC(2026, 0, 1);
    const seeded = Array.from({ length: 120 }, (_, i) => ({
      companyId: t.companyId, ownerId: p.ids.stranger, title: `Queued ${String(i + 1).padStart(3, '0')}`, status: 3,
      shortUrl: `Q${String(i).padStart(5, '0')}`, design: sampleDesign(), updatedAt: new Date(start + i * 60_000),
    }));
    await t.db.insert(forms).values(seeded);
    const queue = (page: number) => list(api.formAwaitingReview, p.admin, `?page=${page}&pageSize=100&sort=updatedAt&order=asc`);
    const first = await queue(1);
    const second = await queue(2);
    expect(first.totalData).toBe(121);
    expect(first.data).toHaveLength(100);
    expect(titles(first)[0]).toBe('Queued 001');
    expect(second.data).toHaveLength(21);
    expect(titles(second)).toContain('Queued 120');
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(121);
  });
});
