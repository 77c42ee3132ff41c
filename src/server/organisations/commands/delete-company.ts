import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { rowsOf } from '#server/db/rows-of';
import { companies, departments } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { requireCompanyInScope } from '../policy';
import type { ForgetCompany } from './save-company';
import { conflict } from '#server/domain/domain-error';

const blockers = (id: number) => sql`select
  (select count(*) from companies k where k.parent_id = ${id} and k.deleted_at is null)::int as children,
  (select count(*) from users u where u.company_id = ${id} and u.status <> 2 and u.deleted_at is null)::int as users,
  (select count(*) from forms f where f.company_id = ${id} and f.status <> 2)::int as forms`;

/**
 * DELETE: refused while the company has live sub-companies, users (integration accounts included)
 * or forms, so nothing is orphaned and every form stays reachable by an administrator of its
 * company. Otherwise the company and its departments are marked deleted and memberships removed.
 */
export async function deleteCompany(db: Db, author: Actor, id: number, forgetCompany: ForgetCompany): Promise<{ id: number }> {
  const actor = signedInUser(author);
  await requireCompanyInScope(db, actor, id);
  if (id === author.company.id || id === actor.companyId) throw conflict({ key: 'error.ownCompanyDelete' });
  await db.transaction(async (tx) => {
    const before = oneRow(await tx.select().from(companies).where(eq(companies.id, id)).for('update'), 'company');
    const [count] = rowsOf<{ children: number; users: number; forms: number }>(await tx.execute(blockers(id)));
    if (Number(count?.children) > 0) throw conflict({ key: 'error.companyHasChildren' });
    if (Number(count?.users) > 0) throw conflict({ key: 'error.companyHasUsers' });
    if (Number(count?.forms) > 0) throw conflict({ key: 'error.companyHasForms' });
    const now = new Date();
    await tx.execute(sql`delete from user_departments where department_id in (select id from departments where company_id = ${id})`);
    await tx.execute(sql`update users set department_id = null where company_id = ${id}`);
    await tx.update(departments).set({ deletedAt: now }).where(and(eq(departments.companyId, id), isNull(departments.deletedAt)));
    await tx.update(companies).set({ deletedAt: now, updatedAt: now }).where(eq(companies.id, id));
    await logAction(tx, author, {
      type: 'delete', title: 'Company deleted', entity: 'company', entityId: id,
      oldData: { name: before.name, code: before.code, type: before.type, parentId: before.parentId },

    });
  });
  forgetCompany(id);
  return { id };
}
