import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { useIntegrationsWords } from './use-integrations-words';

export interface ShownSecret {
  name: string;
  clientId: string;
  clientSecret: string;
}

function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useIntegrationsWords();
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => showToast('success', t('integrations.copied')),
      () => showToast('error', t('integrations.copyFailed')),
    );
  };
  return (
    <div className="integrations-copy">
      <TextField label={label} value={value} isReadOnly />
      <Button onPress={copy} aria-label={t('integrations.copyNamed', { what: label })}>{t('integrations.copy')}</Button>
    </div>
  );
}

/** The only time a secret is shown: client id and secret with copy buttons and the warning. */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useIntegrationsWords();
  return (
    <ModalOverlay className="dialog-overlay" isOpen={shown !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <Modal className="dialog-modal integrations-dialog">
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title" className="dialog-title">{t('integrations.secretTitle', { name: shown?.name ?? '' })}</Heading>
          {shown && (
            <div className="dialog-body">
              <Alert tone="warning">{t('integrations.secretWarning')}</Alert>
              <CopyLine label={t('integrations.clientId')} value={shown.clientId} />
              <CopyLine label={t('integrations.clientSecret')} value={shown.clientSecret} />
            </div>
          )}
          <div className="dialog-actions">
            <Button variant="primary" onPress={onClose}>{t('integrations.secretDone')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
