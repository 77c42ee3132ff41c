import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DepartmentItem, saveDepartmentBodySchema } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { departments } from '#server/db/schema/index';
import { logAction } from '#server/logs/action-log';
import { badField, conflict } from '#server/security/guards';
import { departmentItem } from './department-read';
import { requireCompanyInScope, requireDepartmentInScope } from './org-scope';
import { dropMemberships } from './department-membership';

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
  if (!parent) throw badField('parentId', 'validation.parentUnknown');
  if (body.id === undefined) return;
  const below = rowsOf(await db.execute(sql`select id from (${subtree(body.id)}) t where id = ${body.parentId}`));
  if (below.length > 0) throw badField('parentId', 'validation.departmentCycle');
}

async function checkCode(db: Db, companyId: number, code: string | null, id: number | undefined): Promise<void> {
  if (code === null) return;
  const [taken] = await db.select({ id: departments.id }).from(departments).where(and(
    eq(departments.companyId, companyId), sql`lower(${departments.code}) = lower(${code})`, isNull(departments.deletedAt),
    id === undefined ? undefined : ne(departments.id, id),
  )).limit(1);
  if (taken) throw conflict('validation.codeExists', 'code');
}

const snapshot = (row: typeof departments.$inferSelect) =>
  ({ name: row.name, code: row.code, type: row.type, level: row.level, parentId: row.parentId, companyId: row.companyId });

/** save: create in a company in scope (the request's by default), or update; the parent is a department of the same company, no cycles. */
export async function saveDepartment(db: Db, req: FastifyRequest, actor: UserRow, body: SaveDepartment): Promise<DepartmentItem> {
  const companyId = body.id === undefined
    ? await requireCompanyInScope(db, actor, body.companyId ?? req.company.id)
    : await requireDepartmentInScope(db, actor, body.id);
  const values = { name: body.name, code: body.code, type: body.type, level: body.level, parentId: body.parentId };
  return db.transaction(async (tx) => {
    await checkParent(tx, companyId, body);
    await checkCode(tx, companyId, body.code, body.id);
    if (body.id === undefined) {
      const [row] = await tx.insert(departments).values({ ...values, companyId }).returning();
      await logAction(tx, req, { type: 'create', title: 'Department created', entity: 'department', entityId: row!.id, newData: snapshot(row!) });
      return departmentItem(tx, row!.id);
    }
    const [before] = await tx.select().from(departments).where(eq(departments.id, body.id)).for('update');
    const [after] = await tx.update(departments).set({ ...values, updatedAt: new Date() }).where(eq(departments.id, body.id)).returning();
    await logAction(tx, req, { type: 'update', title: 'Department updated', entity: 'department', entityId: body.id, oldData: snapshot(before!), newData: snapshot(after!) });
    return departmentItem(tx, body.id);
  });
}

/** DELETE: child departments move up to the deleted one's parent, memberships go, the row is marked deleted. */
export async function deleteDepartment(db: Db, req: FastifyRequest, actor: UserRow, id: number): Promise<void> {
  await requireDepartmentInScope(db, actor, id);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(departments).where(eq(departments.id, id)).for('update');
    const moved = await tx.update(departments).set({ parentId: before!.parentId, updatedAt: new Date() })
      .where(and(eq(departments.parentId, id), isNull(departments.deletedAt))).returning({ id: departments.id });
    const removedUserIds = await dropMemberships(tx, id, null);
    await tx.update(departments).set({ deletedAt: new Date() }).where(eq(departments.id, id));
    await logAction(tx, req, {
      type: 'delete', title: 'Department deleted', entity: 'department', entityId: id,
      oldData: { ...snapshot(before!), userIds: removedUserIds }, newData: { childrenMovedTo: before!.parentId, childIds: moved.map((m) => m.id) },
    });
  });
}
