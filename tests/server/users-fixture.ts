import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { UserRole } from '#core/api';
import type { SaveUserBody, UserItem } from '#core/api';
import { api } from '#core/api';
import { departments, permissionGroups, roles } from '#server/db/schema/index';
import { type TestApp, createUser, data, signIn } from './helpers';

export const en = { 'accept-language': 'en' };

export interface UsersFixture {
  /** the bootstrap system administrator */
  system: string;
  /** an administrator (role 2) who is not a system user */
  admin: string;
  adminId: number;
  departmentId: number;
  otherDepartmentId: number;
  usersGroupId: number;
  roleId: number;
}

/** Two departments, a role, and signed-in system and plain administrators. */
export async function usersFixture(t: TestApp, prefix: string): Promise<UsersFixture> {
  const [dep, other] = await t.db.insert(departments).values([
    { companyId: t.companyId, name: `${prefix} Sở Nội vụ` },
    { companyId: t.companyId, name: `${prefix} Sở Tài chính` },
  ]).returning();
  const [group] = await t.db.select().from(permissionGroups).where(eq(permissionGroups.code, 'users'));
  const [role] = await t.db.insert(roles).values({ companyId: t.companyId, name: `${prefix} Reviewer` }).returning();
  const admin = await createUser(t, { username: `${prefix}admin`, password: 'Admin2-Pass1', role: UserRole.Administrator });
  return {
    system: await signIn(t), admin: await signIn(t, admin.username, 'Admin2-Pass1'), adminId: admin.id,
    departmentId: dep!.id, otherDepartmentId: other!.id, usersGroupId: group!.id, roleId: role!.id,
  };
}

export const call = (t: TestApp, cookie: string, options: InjectOptions): Promise<LightMyRequestResponse> =>
  t.request({ ...options, cookie, headers: { ...en, ...(options.headers as Record<string, string> | undefined) } });

export async function saveUser(t: TestApp, cookie: string, body: SaveUserBody): Promise<UserItem> {
  const res = await call(t, cookie, { method: 'POST', url: api.userSave, payload: body });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return data<UserItem>(res);
}

export const fieldErrors = (res: LightMyRequestResponse) =>
  Object.fromEntries((res.json<{ errors?: { field: string; message: string }[] }>().errors ?? []).map((e) => [e.field, e.message]));
