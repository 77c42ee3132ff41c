import { sql } from 'drizzle-orm';
import type { DepartmentCalendar } from '#core/api';
import { inTreeOrder } from '#core/tree';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { listAllDepartments } from './department-queries';
import { companyInScope } from './policy';
import { allUsers } from './user-organisation-queries';

/** user-with-department-calendar: departments depth-first (children under their parent), each with its users; then the users in none. */
export async function departmentCalendar(db: Db, actor: Actor, companyIdAsked: number | undefined): Promise<DepartmentCalendar> {
  const companyId = await companyInScope(db, actor, companyIdAsked);
  const departments = await listAllDepartments(db, companyId);
  const people = await allUsers(db, { where: sql`u.company_id = ${companyId} and u.status = 1` });
  const result: DepartmentCalendar = inTreeOrder(departments).map(({ item: d, depth }) => {
    const members = people.flatMap((p) => {
      const membership = p.departments.find((m) => m.id === d.id);
      return membership ? [{ id: p.id, username: p.username, name: p.name, position: membership.position }] : [];
    });
    return { departmentId: d.id, departmentName: d.name, parentId: d.parentId, depth, users: members };
  });
  const none = people.filter((p) => p.departments.length === 0).map((p) => ({ id: p.id, username: p.username, name: p.name, position: null }));
  if (none.length > 0) result.push({ departmentId: null, departmentName: null, parentId: null, depth: 0, users: none });
  return result;
}
