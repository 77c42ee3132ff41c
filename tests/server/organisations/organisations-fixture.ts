import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { UserRole } from '#core/api';
import { hashPassword } from '#server/auth/password-hash';
import { actionLogs, companies, departments, userDepartments, users } from '#server/db/schema/index';
import { api } from '#core/api';
import { type TestApp, solvedCaptcha } from '../helpers';

/** A company straight in the table (independent of the save call). */
export async function makeCompany(t: TestApp, name: string, parentId: number | null = t.companyId, type = 3) {
  const [row] = await t.db.insert(companies).values({ name, type, parentId }).returning();
  return row!.id;
}

export async function makeDepartment(t: TestApp, name: string, companyId = t.companyId, parentId: number | null = null) {
  const [row] = await t.db.insert(departments).values({ name, companyId, parentId }).returning();
  return row!.id;
}

export async function makeUser(t: TestApp, username: string, companyId = t.companyId, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.db.insert(users).values({
    companyId, username, name: values.name ?? username, passwordHash: await hashPassword('Person-Pass1'), role: UserRole.User, ...values,
  }).returning();
  return row!.id;
}

export async function memberIds(t: TestApp, departmentId: number): Promise<number[]> {
  const rows = await t.db.select({ id: userDepartments.userId }).from(userDepartments).where(eq(userDepartments.departmentId, departmentId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function logRows(t: TestApp, entity: string, entityId: number) {
  return t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, entity), eq(actionLogs.entityId, String(entityId))));
}

export function expectStatus(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
}

export const body = <T>(res: LightMyRequestResponse) => res.json<{ responseData: T }>().responseData;
export const failure = (res: LightMyRequestResponse) => res.json<{ success: false; code: string; message: string; errors?: { field: string; message: string }[] }>();

/** Signs a user of `companyId` in there (password Person-Pass1 of makeUser); returns a request sender as that user. */
export async function signInAt(t: TestApp, companyId: number, username: string) {
  const headers = { 'x-company-id': String(companyId) };
  const res = await t.app.inject({ method: 'POST', url: api.login, headers, payload: { username, password: 'Person-Pass1', ...(await solvedCaptcha(t, headers)) } });
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`sign-in failed: ${res.body}`);
  const cookie = `sid=${sid.value}`;
  return {
    cookie,
    headers: { ...headers, cookie },
    request: (options: InjectOptions) => t.app.inject({ ...options, headers: { ...headers, cookie, 'accept-language': 'en', ...(options.headers as Record<string, string> | undefined) } }),
  };
}
