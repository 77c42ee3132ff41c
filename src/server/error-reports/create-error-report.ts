import { eq } from 'drizzle-orm';
import type { CreateErrorReportBody } from '#core/api';
import { ErrorCode } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { errorReports, notifications } from '#server/db/schema/index';
import type { FormRow } from '#server/forms/form-view';
import { ApiError } from '#server/http/api-error';
import { notifyNewErrorReport } from '#server/notifications/notify-events';

export interface ReportCreated {
  id: number;
  duplicate: boolean;
}

/** The report already stored under this reportId: a replay from the device's queue. Another company's id is a conflict. */
export async function storedReport(db: Db, companyId: number, reportId: string): Promise<ReportCreated | null> {
  const [row] = await db.select({ id: errorReports.id, companyId: errorReports.companyId }).from(errorReports)
    .where(eq(errorReports.clientId, reportId)).limit(1);
  if (!row) return null;
  if (row.companyId !== companyId) throw new ApiError(409, ErrorCode.Conflict, { key: 'error.badRequest' });
  return { id: row.id, duplicate: true };
}

/** One transaction: the report (once per reportId, also under parallel replays) and the form owner's notification. */
export async function createErrorReport(db: Db, form: FormRow, user: UserRow | null, body: CreateErrorReportBody): Promise<ReportCreated> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(errorReports).values({
      companyId: form.companyId, formId: form.id, reporterId: user?.id ?? null, content: body.content,
      clientId: body.reportId, contact: body.contact?.trim() || null,
    }).onConflictDoNothing({ target: errorReports.clientId }).returning({ id: errorReports.id });
    if (!row) return null;
    await tx.insert(notifications).values({
      companyId: form.companyId, userId: form.ownerId, kind: 'formErrorReport',
      data: { formId: form.id, title: form.title, reportId: row.id },
    });
    await notifyNewErrorReport(tx, form, row.id, user?.id ?? null);
    return { id: row.id, duplicate: false };
  });
  return created ?? (await storedReport(db, form.companyId, body.reportId))!;
}
