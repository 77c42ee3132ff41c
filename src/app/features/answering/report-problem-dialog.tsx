import { useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { queueErrorReport } from '#offline/index';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';

/**
 * "Report a problem with this form": written to the device's queue first (so it survives being
 * offline or a closed tab), then sent by the sync engine, once, thanks to its reportId.
 */
export function ReportProblem({ formId }: { formId: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `answerFlow.report.${id}` });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<'queued' | 'sent' | null>(null);
  return (
    <div className="report-problem">
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button variant="quiet" className="report-problem-open" onPress={() => setDone(null)}>{t('open')}</Button>
        <ModalOverlay className="flow-dialog-overlay" isDismissable>
          <Modal className="flow-dialog-modal">
            <Dialog className="flow-dialog">
              <ReportForm
                formId={formId}
                onCancel={() => setOpen(false)}
                onDone={(how) => {
                  setDone(how);
                  setOpen(false);
                }}
              />
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      <p role="status" className="report-problem-done">{done ? t(done) : ''}</p>
    </div>
  );
}

function ReportForm({ formId, onCancel, onDone }: { formId: number; onCancel: () => void; onDone: (how: 'queued' | 'sent') => void }) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string) => intl.formatMessage({ id: `answerFlow.report.${id}` });
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
      await queueErrorReport({ reportId: crypto.randomUUID(), formId, content: content.trim(), contact: contact.trim() || undefined });
      onDone(navigator.onLine ? 'sent' : 'queued');
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
      <Heading slot="title" className="flow-dialog-title">{t('open')}</Heading>
      <p>{t('intro')}</p>
      <TextField label={t('content')} multiline value={content} onChange={setContent} isRequired validationBehavior="aria"
        maxLength={5000} errorMessage={tried && empty ? domain({ key: 'validation.errorReportRequired' }) : undefined} />
      <TextField label={t('contact')} description={t('contactHint')} value={contact} onChange={setContact} maxLength={254} autoComplete="email" />
      {failed && <Alert tone="error">{t('failed')}</Alert>}
      <div className="flow-actions">
        <Button onPress={onCancel} isDisabled={busy}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
        <Button type="submit" variant="primary" isDisabled={busy}>{t('send')}</Button>
      </div>
    </form>
  );
}
