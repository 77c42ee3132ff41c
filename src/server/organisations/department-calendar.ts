import { sql } from 'drizzle-orm';
import type { DepartmentCalendar, DepartmentItem } from '#core/api';
import type { Db } from '#server/db/connect';
import { listAllDepartments } from './department-read';
import { allUsers } from './user-organisation-read';

/** user-with-department-calendar: departments depth-first (children under their parent), each with its users; then the users in none. */
export async function departmentCalendar(db: Db, companyId: number): Promise<DepartmentCalendar> {
  const departments = await listAllDepartments(db, companyId);
  const people = await allUsers(db, { where: sql`u.company_id = ${companyId} and u.status = 1` });
  const known = new Set(departments.map((d) => d.id));
  const children = new Map<number | null, DepartmentItem[]>();
  for (const d of departments) {
    const parent = d.parentId !== null && known.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const result: DepartmentCalendar = [];
  const visit = (parent: number | null, depth: number) => {
    for (const d of children.get(parent) ?? []) {
      const members = people.flatMap((p) => {
        const membership = p.departments.find((m) => m.id === d.id);
        return membership ? [{ id: p.id, username: p.username, name: p.name, position: membership.position }] : [];
      });
      result.push({ departmentId: d.id, departmentName: d.name, parentId: d.parentId, depth, users: members });
      visit(d.id, depth + 1);
    }
  };
  visit(null, 0);
  const none = people.filter((p) => p.departments.length === 0).map((p) => ({ id: p.id, username: p.username, name: p.name, position: null }));
  if (none.length > 0) result.push({ departmentId: null, departmentName: null, parentId: null, depth: 0, users: none });
  return result;
}
