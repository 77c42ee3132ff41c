import { useEffect, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { type ReportDelivery, queueErrorReport, watchReportDelivery } from '#offline/index';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { useT } from '#app/shared/i18n/use-t';
import type { Translate } from '#app/shared/i18n/message-types';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { answerFlowMessages } from './flow/answer-flow-messages';

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
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button variant="quiet" className="report-problem-open" onPress={() => setReportId(null)}>{t('answerFlow.report.open')}</Button>
        <ModalOverlay className="flow-dialog-overlay" isDismissable>
          <Modal className="flow-dialog-modal">
            <Dialog className="flow-dialog">
              <ReportForm
                formId={formId}
                onCancel={() => setOpen(false)}
                onDone={(id) => {
                  setReportId(id);
                  setOpen(false);
                }}
              />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
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

function ReportForm({ formId, onCancel, onDone }: { formId: number; onCancel: () => void; onDone: (reportId: string) => void }) {
  const domain = useDomainMessage();
  const t = useT(answerFlowMessages, commonMessages);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const empty = content.trim() === '';

  const send = async () => {
    setTried(true);
    if (empty || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const queued = await queueErrorReport({ reportId: crypto.randomUUID(), formId, content: content.trim(), contact: contact.trim() || undefined });
      onDone(queued.reportId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Heading slot="title" className="flow-dialog-title">{t('answerFlow.report.open')}</Heading>
      <p>{t('answerFlow.report.intro')}</p>
      <TextField label={t('answerFlow.report.content')} multiline value={content} onChange={setContent} isRequired validationBehavior="aria"
        maxLength={5000} errorMessage={tried && empty ? domain({ key: 'validation.errorReportRequired' }) : undefined} />
      <TextField label={t('answerFlow.report.contact')} description={t('answerFlow.report.contactHint')} value={contact} onChange={setContact} maxLength={254} autoComplete="email" />
      {failed && <Alert tone="error">{t('answerFlow.report.failed')}</Alert>}
      <div className="flow-actions">
        <Button onPress={onCancel} isDisabled={busy}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" isDisabled={busy}>{t('answerFlow.report.send')}</Button>
      </div>
    </form>
  );
}
