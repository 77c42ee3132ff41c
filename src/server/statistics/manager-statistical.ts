import { sql } from 'drizzle-orm';
import type { ManagerStatistical } from '#core/api';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { forms, responses, users } from '#server/db/schema/index';
import { actsAsOwner } from '#server/forms/form-permissions';
import { answeredAtSql } from './answer-filter';
import { queryRows } from './answer-scope';
import { isoSql } from './iso-time';

const DELETED_USER = 2;

interface Row {
  id: number;
  name: string;
  username: string;
  forms: number;
  published: number;
  answers: number;
  last: string | null;
}

/** The users the caller manages (an administrator: every user of the company) with their live forms and the answers those received. */
export async function managerStatistical(db: Db, user: UserRow, companyId: number): Promise<ManagerStatistical> {
  const managed = actsAsOwner(user) ? sql`true` : sql`${users.managerId} = ${user.id}`;
  const rows = await queryRows<Row>(db, sql`
    with f as (
      select ${forms.ownerId} as owner_id, count(*)::int as forms, (count(*) filter (where ${forms.status} = ${FormStatus.Active}))::int as published
      from ${forms} where ${forms.companyId} = ${companyId} and ${forms.status} <> ${FormStatus.Delete} group by 1),
    a as (
      select ${forms.ownerId} as owner_id, count(*)::int as answers, ${isoSql(sql`max(${answeredAtSql})`)} as last
      from ${responses} join ${forms} on ${forms.id} = ${responses.formId}
      where ${forms.companyId} = ${companyId} and ${forms.status} <> ${FormStatus.Delete} group by 1)
    select ${users.id} as id, ${users.name} as name, ${users.username} as username,
      coalesce(f.forms, 0) as forms, coalesce(f.published, 0) as published, coalesce(a.answers, 0) as answers, a.last as last
    from ${users} left join f on f.owner_id = ${users.id} left join a on a.owner_id = ${users.id}
    where ${users.companyId} = ${companyId} and ${users.status} <> ${DELETED_USER} and ${managed}
    order by ${users.name}, ${users.id}`);
  const list = rows.map((row) => ({
    userId: row.id,
    name: row.name.trim() || row.username,
    forms: row.forms,
    published: row.published,
    answers: row.answers,
    lastAnswerAt: row.last,
  }));
  const sum = (pick: (u: (typeof list)[number]) => number) => list.reduce((total, u) => total + pick(u), 0);
  return { users: list, totals: { users: list.length, forms: sum((u) => u.forms), published: sum((u) => u.published), answers: sum((u) => u.answers) } };
}
