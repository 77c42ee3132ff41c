import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { actionLogs } from '#server/db/schema/index';
import { type TestApp, createTestApp, signIn } from '../helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});
afterAll(async () => t.close());

/** The action-log rows of an entity, as a reader of the log sees who and where from. */
const logsOf = async (entity: string) =>
  t.db.select({ companyId: actionLogs.companyId, userName: actionLogs.userName, ip: actionLogs.ip, title: actionLogs.title }).from(actionLogs).where(eq(actionLogs.entity, entity));

describe('the actor of a request (http/actor.ts)', () => {
  it('is who is signed in, in which company and from which address, as a command logs it', async () => {
    const res = await t.request({ method: 'POST', url: api.categorySave, cookie: admin, remoteAddress: '203.0.113.7', payload: { code: 'ACT', name: 'Actor' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await logsOf('category')).toEqual([{ companyId: t.companyId, userName: 'admin', ip: '203.0.113.7', title: 'Category ACT' }]);
  });

  it('is a visitor without a session: a signed-in use-case refuses it with 401, nothing written', async () => {
    const res = await t.request({ method: 'POST', url: api.notificationReadAll, remoteAddress: '203.0.113.8' });
    expect(res.statusCode).toBe(401);
    expect(await logsOf('notification')).toEqual([]);
  });
});
