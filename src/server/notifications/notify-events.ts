import { sql } from 'drizzle-orm';
import { NotificationKind } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { notifications } from '#server/db/schema/index';

const REPORT_MANAGER_CODE = 'ErrorReportManage';
const REVIEWER_CODE = 'FormReview';

/**
 * Active people of the company who act on `code`: administrators, system users and holders of the
 * code (directly, through a role, or through their permission group or one above the code's group;
 * limited by the company's functions, as heldCodes decides). Integration service users are left out.
 */
async function holdersOf(db: Db, companyId: number, codeName: string): Promise<number[]> {
  const rows = await db.execute(sql`
    with recursive code(id, group_id) as (
      select p.id, p.group_id from permissions p
      where lower(p.code) = lower(${codeName})
        and (not exists (select 1 from company_permissions cp where cp.company_id = ${companyId})
          or p.id in (select cp.permission_id from company_permissions cp where cp.company_id = ${companyId}))
    ),
    holding_groups(id) as (
      select group_id from code where group_id is not null
      union
      select g.parent_id from permission_groups g join holding_groups h on g.id = h.id where g.parent_id is not null
    )
    select u.id from users u
    where u.company_id = ${companyId} and u.status = 1
      and not exists (select 1 from integrate_users iu where iu.user_id = u.id)
      and (u.role = 2 or u.is_system
        or exists (select 1 from user_permissions up where up.user_id = u.id and up.permission_id in (select id from code))
        or exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
                   where ur.user_id = u.id and rp.permission_id in (select id from code))
        or u.permission_group_id in (select id from holding_groups))
    order by u.id`);
  return rowsOf<{ id: number }>(rows).map((r) => r.id);
}

interface ReportedForm { id: number; companyId: number; ownerId: number; title: string }

/**
 * A new error report, told to those who handle reports. The form's owner (told by its own
 * formErrorReport notification) and the reporter are left out.
 */
export async function notifyNewErrorReport(db: Db, form: ReportedForm, reportId: number, reporterId: number | null): Promise<void> {
  const recipients = (await holdersOf(db, form.companyId, REPORT_MANAGER_CODE)).filter((id) => id !== form.ownerId && id !== reporterId);
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((userId) => ({
    companyId: form.companyId, userId, kind: NotificationKind.ErrorReportNew,
    data: { formId: form.id, title: form.title, reportId },
  })));
}

/** A form entered review: told to the company's reviewers (FormReview), the submitter left out. */
export async function notifyAwaitingReview(db: Db, form: ReportedForm, submitterId: number): Promise<void> {
  const recipients = (await holdersOf(db, form.companyId, REVIEWER_CODE)).filter((id) => id !== submitterId);
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((userId) => ({
    companyId: form.companyId, userId, kind: NotificationKind.FormAwaitingReview, data: { formId: form.id, title: form.title },
  })));
}

/**
 * settings.maxAnswers reached: one notification to the owner per maximum (raising the maximum and
 * reaching it again tells again). Runs under the form's write lock, after the answers are stored,
 * in one statement, so parallel submissions cannot tell twice.
 */
export async function notifyAnswersFull(db: Db, form: ReportedForm, maxAnswers: number): Promise<void> {
  await db.execute(sql`
    insert into notifications (company_id, user_id, kind, data)
    select ${form.companyId}, ${form.ownerId}, ${NotificationKind.FormAnswersFull},
      jsonb_build_object('formId', ${form.id}::int, 'title', ${form.title}::text, 'maxAnswers', ${maxAnswers}::int)
    where (select count(*) from responses r where r.form_id = ${form.id}) >= ${maxAnswers}
      and not exists (select 1 from notifications n where n.user_id = ${form.ownerId} and n.kind = ${NotificationKind.FormAnswersFull}
        and n.data->>'formId' = ${String(form.id)} and n.data->>'maxAnswers' = ${String(maxAnswers)})`);
}

/**
 * After answers are stored: the forms among them that reached their maximum tell their owner.
 * The answers are already committed, so a failure here is swallowed: it must never turn a stored
 * answer into a refusal (the device would send it again).
 */
export async function notifyFullForms<F extends ReportedForm>(db: Db, stored: readonly F[], maxOf: (form: F) => number | null): Promise<void> {
  const distinct = new Map(stored.map((form) => [form.id, form]));
  for (const form of distinct.values()) {
    const max = maxOf(form);
    if (max !== null) await notifyAnswersFull(db, form, max).catch(() => undefined);
  }
}
