import { and, eq } from 'drizzle-orm';
import { type ChangeErrorReportStatusBody, type ErrorReportItem } from '#core/api';
import { ErrorReportStatus } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { errorReports, forms, notifications } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { selectReports, toReportItem } from '../queries';

/**
 * One transaction: the new status, its action-log row, and, when the report becomes handled, a
 * notification to the signed-in reporter. Setting the status it already has changes nothing.
 */
export async function changeErrorReportStatus(db: Db, actor: Actor, body: ChangeErrorReportStatusBody): Promise<ErrorReportItem> {
  const companyId = actor.company.id;
  const mine = and(eq(errorReports.id, body.id), eq(errorReports.companyId, companyId));
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: errorReports.status, reporterId: errorReports.reporterId, formId: errorReports.formId, title: forms.title })
      .from(errorReports).leftJoin(forms, eq(forms.id, errorReports.formId)).where(mine).for('update', { of: errorReports });
    if (!before) throw notFound();
    if (before.status !== body.status) {
      await tx.update(errorReports).set({ status: body.status, updatedAt: new Date() }).where(mine);
      await logAction(tx, actor, {
        type: 'update', title: 'Error report status changed', entity: 'error-report', entityId: body.id,
        oldData: { status: before.status }, newData: { status: body.status },
      });
      if (body.status === ErrorReportStatus.Handled && before.reporterId !== null) {
        await tx.insert(notifications).values({
          companyId, userId: before.reporterId, kind: 'errorReportHandled',
          data: { reportId: body.id, formId: before.formId, title: before.title },
        });
      }
    }
    return toReportItem(oneRow(await selectReports(tx, mine), 'error report'));

  });
}
