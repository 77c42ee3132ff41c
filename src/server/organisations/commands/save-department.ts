import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DepartmentItem, saveDepartmentBodySchema } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { rowsOf } from '#server/db/rows-of';
import { departments } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { departmentItem } from '../department-queries';
import { companyInScope, requireDepartmentInScope } from '../policy';
import { departmentSnapshot } from '../department-membership';
import { conflictOn, invalidField } from '#server/domain/domain-error';

type SaveDepartment = z.output<typeof saveDepartmentBodySchema>;

const subtree = (id: number) => sql`with recursive tree(id) as (
    select id from departments where id = ${id}
    union
    select d.id from departments d join tree t on d.parent_id = t.id where d.deleted_at is null
  ) select id from tree`;

async function checkParent(db: Db, companyId: number, body: SaveDepartment): Promise<void> {
  if (body.parentId === null) return;
  const [parent] = await db.select({ id: departments.id }).from(departments)
    .where(and(eq(departments.id, body.parentId), eq(departments.companyId, companyId), isNull(departments.deletedAt)));
  if (!parent) throw invalidField('parentId', 'validation.parentUnknown');
  if (body.id === undefined) return;
  const below = rowsOf(await db.execute(sql`select id from (${subtree(body.id)}) t where id = ${body.parentId}`));
  if (below.length > 0) throw invalidField('parentId', 'validation.departmentCycle');
}

async function checkCode(db: Db, companyId: number, code: string | null, id: number | undefined): Promise<void> {
  if (code === null) return;
  const [clash] = await db.select({ id: departments.id }).from(departments).where(and(
    eq(departments.companyId, companyId), sql`lower(${departments.code}) = lower(${code})`, isNull(departments.deletedAt),
    id === undefined ? undefined : ne(departments.id, id),
  )).limit(1);
  if (clash) throw conflictOn('code', 'validation.codeExists');
}

/** save: create in a company in scope (the request's by default), or update; the parent is a department of the same company, no cycles. */
export async function saveDepartment(db: Db, actor: Actor, body: SaveDepartment): Promise<DepartmentItem> {
  const companyId = body.id === undefined
    ? await companyInScope(db, actor, body.companyId)
    : await requireDepartmentInScope(db, signedInUser(actor), body.id);
  const values = { name: body.name, code: body.code, type: body.type, level: body.level, parentId: body.parentId };
  return db.transaction(async (tx) => {
    await checkParent(tx, companyId, body);
    await checkCode(tx, companyId, body.code, body.id);
    if (body.id === undefined) {
      const row = oneRow(await tx.insert(departments).values({ ...values, companyId }).returning(), 'department');
      await logAction(tx, actor, { type: 'create', title: 'Department created', entity: 'department', entityId: row.id, newData: departmentSnapshot(row) });
      return departmentItem(tx, row.id);
    }
    const before = oneRow(await tx.select().from(departments).where(eq(departments.id, body.id)).for('update'), 'department');
    const after = oneRow(await tx.update(departments).set({ ...values, updatedAt: new Date() }).where(eq(departments.id, body.id)).returning(), 'department');
    await logAction(tx, actor, { type: 'update', title: 'Department updated', entity: 'department', entityId: body.id, oldData: departmentSnapshot(before), newData: departmentSnapshot(after) });

    return departmentItem(tx, body.id);
  });
}
