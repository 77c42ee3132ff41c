import type { CreateErrorReportBody } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import type { Db } from '#server/db/connect';
import { present } from '#server/db/one-row';
import { errorReports, notifications } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { tooManyRequests } from '#server/domain/domain-error';
import { loadForm } from '#server/forms/form-access';
import type { FormRow } from '#server/forms/form-view';
import { notifyNewErrorReport } from '#server/notifications/notify-events';
import { type ReportCreated, storedReport } from '../queries';

/** One transaction: the report (once per reportId, also under parallel replays) and the form owner's notification. */
async function insertReport(db: Db, form: FormRow, reporterId: number | null, body: CreateErrorReportBody): Promise<ReportCreated> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(errorReports).values({
      companyId: form.companyId, formId: form.id, reporterId, content: body.content,
      clientId: body.reportId, contact: body.contact?.trim() || null,
    }).onConflictDoNothing({ target: errorReports.clientId }).returning({ id: errorReports.id });
    if (!row) return null;
    await tx.insert(notifications).values({
      companyId: form.companyId, userId: form.ownerId, kind: 'formErrorReport',
      data: { formId: form.id, title: form.title, reportId: row.id },
    });
    await notifyNewErrorReport(tx, form, row.id, reporterId);
    return { id: row.id, duplicate: false };
  });
  // none inserted: a parallel replay stored it first
  return created ?? present(await storedReport(db, form.companyId, body.reportId), 'the error report stored by a parallel replay');

}

/**
 * A report on a form from anyone. A replay from the offline queue is answered before the hourly
 * limit per address: it adds nothing.
 */
export async function createErrorReport(db: Db, actor: Actor, body: CreateErrorReportBody, limits: { perHour: number }): Promise<ReportCreated> {
  const companyId = actor.company.id;
  const stored = await storedReport(db, companyId, body.reportId);
  if (stored) return stored;
  const { wait } = await reserveAttempt(db, [{ key: `error-report:address:${actor.ip}`, max: limits.perHour }], 3600);
  if (wait !== null) throw tooManyRequests(wait);
  const form = await loadForm(db, companyId, body.formId);
  return insertReport(db, form, actor.user?.id ?? null, body);
}
