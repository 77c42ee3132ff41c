import { lazy, Suspense, useEffect, useState } from 'react';
import { type ReportDelivery, watchReportDelivery } from '#offline/index';
import { Button } from '#app/shared/ui/button';
import { useT } from '#app/shared/i18n/use-t';
import type { Translate } from '#app/shared/i18n/message-types';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { answerFlowMessages } from './flow/answer-flow-messages';

// the dialog's code (React Aria's modal, the form) loads when it first opens; the short link's precache holds it
const ReportProblemDialog = lazy(() => import('./report-problem-form').then((module) => ({ default: module.ReportProblemDialog })));

/**
 * "Report a problem with this form": written to the device's queue first (so it survives being
 * offline or a closed tab), then sent by the sync engine, once, thanks to its reportId. The page
 * says "sent" only once the server acknowledged it; being online proves nothing (the server may be
 * out of reach).
 */
export function ReportProblem({ formId }: { formId: number }) {
  const t = useT(answerFlowMessages, commonMessages);
  const [open, setOpen] = useState(false);
  const [reportId, setReportId] = useState<string | null>(null);
  const delivery = useReportDelivery(reportId);
  return (
    <div className="report-problem">
      <Button variant="quiet" className="report-problem-open" aria-haspopup="dialog" onPress={() => {
        setReportId(null);
        setOpen(true);
      }}>{t('answerFlow.report.open')}</Button>
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog
            formId={formId}
            onClose={() => setOpen(false)}
            onDone={(id) => {
              setReportId(id);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
      <p role="status" className="report-problem-done">{delivery ? deliveryText(delivery, t) : ''}</p>
    </div>
  );
}

function useReportDelivery(reportId: string | null): ReportDelivery | null {
  const [delivery, setDelivery] = useState<{ reportId: string; delivery: ReportDelivery } | null>(null);
  useEffect(() => (reportId ? watchReportDelivery(reportId, (d) => setDelivery({ reportId, delivery: d })) : undefined), [reportId]);
  return delivery?.reportId === reportId ? delivery.delivery : null;
}

/** Sending while online and not yet tried; kept for later when offline or once a try failed. */
function deliveryText(delivery: ReportDelivery, t: Translate<[typeof answerFlowMessages]>): string {
  if (delivery.state === 'sent') return t('answerFlow.report.sent');
  if (delivery.state === 'rejected') return delivery.message || t('answerFlow.report.rejected');
  return !delivery.tried && navigator.onLine ? t('answerFlow.report.sending') : t('answerFlow.report.queued');
}
