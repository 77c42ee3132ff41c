import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyItem, saveCompanyBodySchema } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { companies, departments } from '#server/db/schema/index';
import { badField, conflict } from '#server/security/guards';
import { forbidden } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { companyItem } from './company-read';
import { inScope, requireCompanyInScope, subtreeIds } from './org-scope';

type SaveCompany = z.output<typeof saveCompanyBodySchema>;

async function checkParent(db: Db, actor: UserRow, body: SaveCompany): Promise<void> {
  if (body.parentId === null) {
    // only a system user places a company at the top; the own company keeps its place
    if (!actor.isSystem && body.id !== actor.companyId) throw badField('parentId', 'validation.companyParentRequired');
    return;
  }
  if (!(await inScope(db, actor, [body.parentId])).has(body.parentId)) throw badField('parentId', 'validation.parentUnknown');
  if (body.id === undefined) return;
  const below = rowsOf<{ id: number }>(await db.execute(sql`select id from (${subtreeIds(body.id)}) t where id = ${body.parentId}`));
  if (below.length > 0) throw badField('parentId', 'validation.companyCycle');
}

async function checkCode(db: Db, code: string | null, id: number | undefined): Promise<void> {
  if (code === null) return;
  const [taken] = await db.select({ id: companies.id }).from(companies)
    .where(and(sql`lower(${companies.code}) = lower(${code})`, isNull(companies.deletedAt), id === undefined ? undefined : ne(companies.id, id)))
    .limit(1);
  if (taken) throw conflict('validation.codeExists', 'code');
}

/** save: create under a company in scope, or update one in scope; no cycles, codes unique among live companies. */
export async function saveCompany(db: Db, req: FastifyRequest, actor: UserRow, body: SaveCompany): Promise<CompanyItem> {
  if (body.id !== undefined) await requireCompanyInScope(db, actor, body.id);
  const values = { name: body.name, code: body.code, type: body.type, parentId: body.parentId };
  return db.transaction(async (tx) => {
    if (body.id !== undefined && body.id === actor.companyId && !actor.isSystem) {
      const [own] = await tx.select({ parentId: companies.parentId }).from(companies).where(eq(companies.id, body.id));
      if ((own?.parentId ?? null) !== body.parentId) throw forbidden('error.ownCompanyParent');
    } else {
      await checkParent(tx, actor, body);
    }
    await checkCode(tx, body.code, body.id);
    if (body.id === undefined) {
      const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
      await logAction(tx, req, { type: 'create', title: 'Company created', entity: 'company', entityId: row!.id, newData: values });
      return companyItem(tx, actor, row!.id);
    }
    const [before] = await tx.select().from(companies).where(eq(companies.id, body.id)).for('update');
    await tx.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, body.id));
    await logAction(tx, req, {
      type: 'update', title: 'Company updated', entity: 'company', entityId: body.id,
      oldData: { name: before!.name, code: before!.code, type: before!.type, parentId: before!.parentId }, newData: values,
    });
    return companyItem(tx, actor, body.id);
  }).finally(() => {
    if (body.id !== undefined) req.server.hotRows.companies.forget(body.id);
  });
}

const blockers = (id: number) => sql`select
  (select count(*) from companies k where k.parent_id = ${id} and k.deleted_at is null)::int as children,
  (select count(*) from users u where u.company_id = ${id} and u.status <> 2 and u.deleted_at is null)::int as users,
  (select count(*) from forms f where f.company_id = ${id} and f.status <> 2)::int as forms`;

/**
 * DELETE: refused while the company has live sub-companies, users (integration accounts included)
 * or forms, so nothing is orphaned and every form stays reachable by an administrator of its
 * company. Otherwise the company and its departments are marked deleted and memberships removed.
 */
export async function deleteCompany(db: Db, req: FastifyRequest, actor: UserRow, id: number): Promise<void> {
  await requireCompanyInScope(db, actor, id);
  if (id === req.company.id || id === actor.companyId) throw conflict('error.ownCompanyDelete');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    const [count] = rowsOf<{ children: number; users: number; forms: number }>(await tx.execute(blockers(id)));
    if (Number(count?.children) > 0) throw conflict('error.companyHasChildren');
    if (Number(count?.users) > 0) throw conflict('error.companyHasUsers');
    if (Number(count?.forms) > 0) throw conflict('error.companyHasForms');
    const now = new Date();
    await tx.execute(sql`delete from user_departments where department_id in (select id from departments where company_id = ${id})`);
    await tx.execute(sql`update users set department_id = null where company_id = ${id}`);
    await tx.update(departments).set({ deletedAt: now }).where(and(eq(departments.companyId, id), isNull(departments.deletedAt)));
    await tx.update(companies).set({ deletedAt: now, updatedAt: now }).where(eq(companies.id, id));
    await logAction(tx, req, {
      type: 'delete', title: 'Company deleted', entity: 'company', entityId: id,
      oldData: { name: before!.name, code: before!.code, type: before!.type, parentId: before!.parentId },
    });
  });
  req.server.hotRows.companies.forget(id);
}
