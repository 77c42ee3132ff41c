import '../forms/form-lists-dialog.css';
import type { FormEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useIntegrationsWords } from './use-integrations-words';

interface Props {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  /** a destructive action gets the red button and an alert dialog */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  /** a failure not tied to one field */
  problem?: string;
  className?: string;
  children: ReactNode;
}

/** The modal of this feature: its content, the action button and "Cancel"; Escape cancels. */
export function IntegrationDialog({ title, isOpen, onClose, onSubmit, submitLabel, tone = 'primary', busy, problem, className, children }: Props) {
  const { t } = useIntegrationsWords();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => { if (!open && !busy) onClose(); }} isDismissable={!busy}>
      <Modal className={['dialog-modal', className].filter(Boolean).join(' ')}>
        <Dialog className="dialog" role={tone === 'danger' ? 'alertdialog' : 'dialog'}>
          <Heading slot="title" className="dialog-title">{title}</Heading>
          <form onSubmit={submit} noValidate>
            <div className="dialog-body">{children}</div>
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="dialog-actions">
              <Button onPress={onClose} isDisabled={busy}>{t('common.cancel')}</Button>
              <Button type="submit" variant={tone} isDisabled={busy}>{submitLabel}</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
