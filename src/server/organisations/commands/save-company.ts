import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyItem, saveCompanyBodySchema } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { rowsOf } from '#server/db/rows-of';
import { companies } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { conflictOn, forbidden, invalidField } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { companyItem } from '../company-queries';
import { inScope, requireCompanyInScope, subtreeIds } from '../policy';

/** Drops a company from the per-instance cache of hot rows (http/hot-rows.ts) once it changed. */
export type ForgetCompany = (companyId: number) => void;

type SaveCompany = z.output<typeof saveCompanyBodySchema>;

async function checkParent(db: Db, actor: UserRow, body: SaveCompany): Promise<void> {
  if (body.parentId === null) {
    // only a system user places a company at the top; the own company keeps its place
    if (!actor.isSystem && body.id !== actor.companyId) throw invalidField('parentId', 'validation.companyParentRequired');
    return;
  }
  if (!(await inScope(db, actor, [body.parentId])).has(body.parentId)) throw invalidField('parentId', 'validation.parentUnknown');
  if (body.id === undefined) return;
  const below = rowsOf<{ id: number }>(await db.execute(sql`select id from (${subtreeIds(body.id)}) t where id = ${body.parentId}`));
  if (below.length > 0) throw invalidField('parentId', 'validation.companyCycle');
}

async function checkCode(db: Db, code: string | null, id: number | undefined): Promise<void> {
  if (code === null) return;
  const [clash] = await db.select({ id: companies.id }).from(companies)
    .where(and(sql`lower(${companies.code}) = lower(${code})`, isNull(companies.deletedAt), id === undefined ? undefined : ne(companies.id, id)))
    .limit(1);
  if (clash) throw conflictOn('code', 'validation.codeExists');
}

/** save: create under a company in scope, or update one in scope; no cycles, codes unique among live companies. */
export async function saveCompany(db: Db, author: Actor, body: SaveCompany, forgetCompany: ForgetCompany): Promise<CompanyItem> {
  const actor = signedInUser(author);
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
      const row = oneRow(await tx.insert(companies).values(values).returning({ id: companies.id }), 'company');
      await logAction(tx, author, { type: 'create', title: 'Company created', entity: 'company', entityId: row.id, newData: values });
      return companyItem(tx, actor, row.id);
    }
    const before = oneRow(await tx.select().from(companies).where(eq(companies.id, body.id)).for('update'), 'company');
    await tx.update(companies).set({ ...values, updatedAt: new Date() }).where(eq(companies.id, body.id));
    await logAction(tx, author, {
      type: 'update', title: 'Company updated', entity: 'company', entityId: body.id,
      oldData: { name: before.name, code: before.code, type: before.type, parentId: before.parentId }, newData: values,

    });
    return companyItem(tx, actor, body.id);
  }).finally(() => {
    if (body.id !== undefined) forgetCompany(body.id);
  });
}

