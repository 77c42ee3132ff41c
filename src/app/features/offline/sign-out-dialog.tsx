import '#app/shared/ui/dialog.css';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { UnsentSummary } from '#offline/index';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

interface SignOutDialogProps {
  left: UnsentSummary;
  stillUnsent: boolean;
  busy: boolean;
  onCancel: () => void;
  onKeep: () => void;
  onSend: () => void;
}

/** "Send first" or "keep for this account" (or cancel), asked by the sign-out guard when this person's work is still on the device. */
export function SignOutDialog({ left, stillUnsent, busy, onCancel, onKeep, onSend }: SignOutDialogProps) {
  const t = useT(offlineFormsMessages);
  return (
    <ModalOverlay className="dialog-overlay" isOpen onOpenChange={(open) => !open && onCancel()} isDismissable={!busy}>
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog-title">{t('offlineForms.signOutTitle')}</Heading>
          <div className="dialog-body">
            {left.items > 0 && <p>{t('offlineForms.signOutItems', { count: left.items })}</p>}
            {left.drafts > 0 && <p>{t('offlineForms.signOutDrafts', { count: left.drafts })}</p>}
            <p>{t('offlineForms.signOutNext')}</p>
            {stillUnsent && <Alert tone="warning">{t('offlineForms.signOutStillUnsent', { items: left.items })}</Alert>}
            <p className="muted">{t('offlineForms.signOutKeepHelp')}</p>
          </div>
          <div className="dialog-actions">
            <Button isDisabled={busy} onPress={onCancel}>{t('offlineForms.cancel')}</Button>
            <Button isDisabled={busy} onPress={onKeep}>{t('offlineForms.signOutKeep')}</Button>
            {left.items > 0 && (
              <Button variant="primary" isDisabled={busy} onPress={onSend}>
                {t(busy ? 'offlineForms.signOutSending' : 'offlineForms.signOutSend')}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
