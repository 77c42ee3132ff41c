import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '#core/api';
import { actionLogs, companies, users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { DomainError } from '#server/domain/domain-error';
import { setUserStatus } from '#server/users/commands/set-user-status';
import { userInfo } from '#server/users/managed-user-queries';
import { type TestApp, createTestApp, createUser } from '../helpers';

let t: TestApp;
let actor: Actor;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [company] = await t.db.select().from(companies).where(eq(companies.id, t.companyId));
  const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
  if (!company || !admin) throw new Error('the bootstrap company and admin are missing');
  adminId = admin.id;
  actor = { company, user: admin, integration: null, ip: '198.51.100.4', language: 'en' };
});
afterAll(async () => t.close());

/** The use-cases are called as a script would call them: a database and an Actor, no request. */
describe('user commands without a request (docs/ARCHITECTURE.md, "Server")', () => {
  it('locks a user and logs who did it from where, in one go', async () => {
    const target = await createUser(t, { username: 'uc-locked', password: 'Locked-Pass1' });
    const item = await setUserStatus(t.db, actor, target.id, UserStatus.Disable);
    expect(item.status).toBe(UserStatus.Disable);
    const logs = await t.db.select({ userName: actionLogs.userName, ip: actionLogs.ip, title: actionLogs.title }).from(actionLogs)
      .where(and(eq(actionLogs.entity, 'user'), eq(actionLogs.entityId, String(target.id))));
    expect(logs).toEqual([{ userName: 'admin', ip: '198.51.100.4', title: 'User locked' }]);
  });

  it('refuses a visitor (401) and an integration account\'s service user (403) the profile card', async () => {
    const refusal = (who: Actor) => userInfo(t.db, who, adminId).then(() => null, (error: unknown) => (error instanceof DomainError ? error.kind : error));
    expect(await refusal({ ...actor, user: null })).toBe('unauthorized');
    expect(await refusal({ ...actor, integration: { accountId: 1 } })).toBe('forbidden');
  });
});
