import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { queueErrorReport } from '#offline/index';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { answerFlowMessages } from './flow/answer-flow-messages';

interface ReportProblemDialogProps {
  formId: number;
  onClose: () => void;
  onDone: (reportId: string) => void;
}

/** The "report a problem" dialog: what went wrong and, if the person wants an answer, how to reach them. */
export function ReportProblemDialog({ formId, onClose, onDone }: ReportProblemDialogProps) {
  return (
    <ModalOverlay className="flow-dialog-overlay" isDismissable isOpen onOpenChange={(open) => !open && onClose()}>
      <Modal className="flow-dialog-modal">
        <Dialog className="flow-dialog">
          <ReportForm formId={formId} onCancel={onClose} onDone={onDone} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
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
