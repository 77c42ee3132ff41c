import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '#core/api';
import { api } from '#core/api';
import { actionLogs, notifications, users } from '#server/db/schema/index';
import { type Actor, type ActorName, type Cast, castActors } from './actors';
import { type TestApp, createTestApp, data } from './helpers';

let t: TestApp;
let cast: Cast;
let outsiderId: number;
let outsiderCompany: number;
/** per actor: the ids of its rows, newest first (two unread, then one read) */
const rows = new Map<ActorName, number[]>();

const signedIn: ActorName[] = ['system', 'administrator', 'manager', 'plain', 'outsider', 'integration'];

async function seed(companyId: number, userId: number, label: string): Promise<number[]> {
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 10, 8, minutes));
  const inserted = await t.db.insert(notifications).values([
    { companyId, userId, kind: 'formApproved', data: { formId: 1, title: `${label} old`, reason: null }, createdAt: at(0), readAt: at(5) },
    { companyId, userId, kind: 'formRejected', data: { formId: 2, title: `${label} mid`, reason: 'Too long' }, createdAt: at(10) },
    { companyId, userId, kind: 'errorReportHandled', data: { reportId: 3, formId: 2, title: `${label} new` }, createdAt: at(20) },
  ]).returning({ id: notifications.id });
  return inserted.map((r) => r.id).reverse();
}

const userIdOf = (name: ActorName) => (name === 'outsider' ? outsiderId : cast.actors[name].userId!);
const list = (actor: Actor, query = '') => actor.request({ method: 'GET', url: `${api.notificationList}${query}` });
const read = (actor: Actor, id: number | string) => actor.request({ method: 'POST', url: `/api/v1/notification/${id}/read`, headers: { 'accept-language': 'en' } });
const readAll = (actor: Actor) => actor.request({ method: 'POST', url: api.notificationReadAll });
const readAtOf = async (id: number) => (await t.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0]!.readAt;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'n-');
  const [outsider] = await t.db.select().from(users).where(eq(users.username, 'n-outsider'));
  outsiderId = outsider!.id;
  outsiderCompany = outsider!.companyId;
  for (const name of signedIn) {
    rows.set(name, await seed(name === 'outsider' ? outsiderCompany : t.companyId, userIdOf(name), name));
  }
});
afterAll(async () => { await t.close(); });

describe('GET notification/list', () => {
  it.each(signedIn)('%s gets exactly its own rows, newest first, with 2 unread', async (name) => {
    const res = await list(cast.actors[name]);
    expect(res.statusCode, res.body).toBe(200);
    const page = data<NotificationList>(res);
    expect(page.totalData).toBe(3);
    expect(page.unreadCount).toBe(2);
    expect(page.data.map((n) => n.id)).toEqual(rows.get(name));
    expect(page.data.map((n) => n.data.title)).toEqual([`${name} new`, `${name} mid`, `${name} old`]);
    expect(page.data[2]).toMatchObject({ kind: 'formApproved', readAt: '2025-01-10T08:05:00.000Z', createdAt: '2025-01-10T08:00:00.000Z' });
    expect(page.data[1]).toMatchObject({ kind: 'formRejected', readAt: null, data: { reason: 'Too long' } });
  });

  it('pages in SQL: page 2 of size 2 holds the oldest row only', async () => {
    const page = data<NotificationList>(await list(cast.actors.plain, '?page=2&pageSize=2'));
    expect(page).toMatchObject({ totalData: 3, page: 2, pageSize: 2, unreadCount: 2 });
    expect(page.data.map((n) => n.id)).toEqual([rows.get('plain')![2]]);
  });

  it('refuses anonymous callers (401) and a page size over 100 (400)', async () => {
    expect((await list(cast.actors.anonymous)).statusCode).toBe(401);
    expect((await list(cast.actors.plain, '?pageSize=101')).statusCode).toBe(400);
  });
});

describe('POST notification/{id}/read', () => {
  it('marks one own row read, once, with one action-log row, and answers the unread count left', async () => {
    const [newest] = rows.get('manager')!;
    const res = await read(cast.actors.manager, newest!);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<{ unreadCount: number }>(res).unreadCount).toBe(1);
    const first = await readAtOf(newest!);
    expect(first).not.toBeNull();
    const again = await read(cast.actors.manager, newest!);
    expect(data<{ unreadCount: number }>(again).unreadCount).toBe(1);
    expect(await readAtOf(newest!)).toEqual(first);
    const logs = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'notification'), eq(actionLogs.entityId, String(newest))));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userId: cast.actors.manager.userId, oldData: { readAt: null }, newData: { readAt: first!.toISOString() } });
  });

  it.each(['administrator', 'system', 'outsider', 'integration'] as const)('answers 404 to %s for the plain user\'s row and leaves it unread', async (name) => {
    const [newest] = rows.get('plain')!;
    const res = await read(cast.actors[name], newest!);
    expect(res.statusCode).toBe(404);
    expect(await readAtOf(newest!)).toBeNull();
  });

  it('answers 401 to anonymous, 404 to an unknown id and 400 to a malformed one', async () => {
    const [newest] = rows.get('plain')!;
    expect((await read(cast.actors.anonymous, newest!)).statusCode).toBe(401);
    expect((await read(cast.actors.plain, 2_000_000_000)).statusCode).toBe(404);
    expect((await read(cast.actors.plain, 'abc')).statusCode).toBe(400);
    expect(await readAtOf(newest!)).toBeNull();
  });
});

describe('POST notification/read-all', () => {
  it('marks every own unread row read and no one else\'s', async () => {
    const res = await readAll(cast.actors.administrator);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<{ unreadCount: number }>(res).unreadCount).toBe(0);
    expect(data<NotificationList>(await list(cast.actors.administrator)).unreadCount).toBe(0);
    expect(data<NotificationList>(await list(cast.actors.system)).unreadCount).toBe(2);
    expect(data<NotificationList>(await list(cast.actors.outsider)).unreadCount).toBe(2);
    const logs = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'notification'), eq(actionLogs.userId, cast.actors.administrator.userId!)));
    expect(logs.map((l) => l.oldData)).toEqual([{ unread: rows.get('administrator')!.slice(0, 2).sort((a, b) => a - b) }]);
    expect((await readAll(cast.actors.anonymous)).statusCode).toBe(401);
  });
});
