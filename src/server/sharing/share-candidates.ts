import { type SQL, and, asc, count, eq, exists, isNull, ne, notExists, or } from 'drizzle-orm';
import type { z } from 'zod';
import { UserStatus } from '#core/api';
import type { ShareCandidate, shareCandidatesQuerySchema } from '#core/api';
import type { Db } from '#server/db/connect';
import { departments, formUserPermissions, userDepartments, users } from '#server/db/schema/index';
import type { FormRow } from '#server/forms/form-view';
import { titleContains } from '#server/forms/title-search';

type CandidatesQuery = z.infer<typeof shareCandidatesQuerySchema>;

/** Active users of the form's company who are neither its owner nor already on its list. */
export async function listShareCandidates(db: Db, form: FormRow, query: CandidatesQuery) {
  const filters: (SQL | undefined)[] = [
    eq(users.companyId, form.companyId),
    eq(users.status, UserStatus.Active),
    isNull(users.deletedAt),
    ne(users.id, form.ownerId),
    notExists(db.select({ one: formUserPermissions.userId }).from(formUserPermissions)
      .where(and(eq(formUserPermissions.formId, form.id), eq(formUserPermissions.userId, users.id)))),
  ];
  if (query.search) {
    const search = query.search;
    filters.push(or(titleContains(users.name, search), titleContains(users.username, search), titleContains(users.email, search)));
  }
  if (query.departmentId !== undefined) {
    const departmentId = query.departmentId;
    filters.push(or(
      eq(users.departmentId, departmentId),
      exists(db.select({ one: userDepartments.userId }).from(userDepartments)
        .where(and(eq(userDepartments.userId, users.id), eq(userDepartments.departmentId, departmentId)))),
    ));
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db.select({
    userId: users.id, name: users.name, username: users.username, email: users.email, departmentName: departments.name,
  }).from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  const data: ShareCandidate[] = rows;
  return { data, totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
