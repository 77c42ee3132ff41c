import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '#core/api';
import { api } from '#core/api';
import { actionLogs, companies, departments, users } from '#server/db/schema/index';
import { foreignAdministrator } from '../actors';
import { type TestApp, createTestApp, createUser, data, signIn, solvedCaptcha } from '../helpers';

/** Issue 13 defect 13: a system user gives a new company its first administrator through POST /v1/user/save. */
let t: TestApp;
let system: string;
let fresh: number;
beforeAll(async () => {
  t = await createTestApp();
  system = await signIn(t);
  const [company] = await t.db.insert(companies).values({ name: 'Sở Nội vụ', parentId: t.companyId }).returning();
  fresh = company!.id;
});
afterAll(async () => t.close());

const save = (cookie: string, payload: object) => t.request({ method: 'POST', url: api.userSave, cookie, headers: { 'accept-language': 'en' }, payload });
const administrator = (companyId: number, username = 'quantri.sonoivu') =>
  ({ companyId, username, name: 'Quản trị Sở Nội vụ', email: `${username}@sonoivu.gov.vn`, password: 'Quantri-2026', role: UserRole.Administrator });
const usersOf = async (companyId: number) => (await t.db.select({ n: count() }).from(users).where(eq(users.companyId, companyId)))[0]?.n ?? 0;

describe('a system user', () => {
  it('creates the first administrator of a company without users, who then signs in there', async () => {
    const res = await save(system, administrator(fresh));
    expect(res.statusCode).toBe(200);
    expect(data<{ username: string; role: number }>(res)).toMatchObject({ username: 'quantri.sonoivu', role: UserRole.Administrator });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'quantri.sonoivu'));
    expect(row).toMatchObject({ companyId: fresh, role: UserRole.Administrator, isSystem: false, status: 1 });

    const headers = { 'x-company-id': String(fresh) };
    const login = await t.app.inject({ method: 'POST', url: api.login, headers, payload: { username: 'quantri.sonoivu', password: 'Quantri-2026', ...(await solvedCaptcha(t, headers)) } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ responseData: { user: { companyId: fresh, role: UserRole.Administrator } } });
  });

  it('leaves an action-log row naming the company', async () => {
    const [logged] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'user'), eq(actionLogs.type, 'create')));
    expect(logged).toMatchObject({ companyId: t.companyId, newData: { username: 'quantri.sonoivu', role: UserRole.Administrator, companyId: fresh } });
    expect(JSON.stringify(logged?.newData)).not.toContain('Quantri-2026');
  });

  it('checks names and choices against that company: a username of another company is free, its own department only', async () => {
    await createUser(t, { username: 'nguoi.trung.ten', password: 'Trung-Ten11' });
    const [here] = await t.db.insert(departments).values({ companyId: t.companyId, name: 'Văn phòng' }).returning();
    const [there] = await t.db.insert(departments).values({ companyId: fresh, name: 'Phòng Tổ chức' }).returning();
    const wrongDepartment = await save(system, { ...administrator(fresh, 'nguoi.trung.ten'), departmentId: here!.id });
    expect(wrongDepartment.statusCode).toBe(400);
    expect(wrongDepartment.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'departmentId' }] });
    const created = await save(system, { ...administrator(fresh, 'nguoi.trung.ten'), departmentId: there!.id });
    expect(created.statusCode).toBe(200);
    const again = await save(system, administrator(fresh, 'NGUOI.trung.ten'));
    expect(again.json()).toMatchObject({ errors: [{ field: 'username', message: 'This username is already used in the company' }] });
  });

  it('gets 404 for an unknown or deleted company', async () => {
    const [gone] = await t.db.insert(companies).values({ name: 'Đã giải thể', deletedAt: new Date() }).returning();
    for (const companyId of [999999, gone!.id]) {
      const res = await save(system, administrator(companyId, `ghost${companyId}`));
      expect(res.statusCode).toBe(404);
    }
    expect(await usersOf(gone!.id)).toBe(0);
  });
});

describe('anyone else', () => {
  it('is refused with 403, writing nothing: this company\'s administrator, even above the company, and another company\'s', async () => {
    await createUser(t, { username: 'quantri.tinh', password: 'Quantri-Tinh1', role: UserRole.Administrator });
    const parentAdmin = await signIn(t, 'quantri.tinh', 'Quantri-Tinh1');
    const before = await usersOf(fresh);
    expect((await save(parentAdmin, administrator(fresh, 'len.quyen1'))).statusCode).toBe(403);
    const foreign = await foreignAdministrator(t, 'quantri.khac');
    const res = await foreign.request({ method: 'POST', url: api.userSave, payload: administrator(fresh, 'len.quyen2') });
    expect(res.statusCode).toBe(403);
    const unknown = await foreign.request({ method: 'POST', url: api.userSave, payload: administrator(999999, 'len.quyen3') });
    expect(unknown.statusCode).toBe(403);
    expect(await usersOf(fresh)).toBe(before);
    // naming their own company is the ordinary save
    const own = await foreign.request({ method: 'POST', url: api.userSave, payload: { ...administrator(foreign.companyId, 'nhan.vien.khac'), role: UserRole.User } });
    expect(own.statusCode).toBe(200);
  });
});
