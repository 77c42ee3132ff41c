import '../forms/form-lists-dialog.css';
import './security.css';
import type { FormEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useSecurityWords } from './use-security-words';

interface Props {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** absent: a read-only dialog with only "Close" */
  onSubmit?: () => void;
  submitLabel?: string;
  busy?: boolean;
  /** a failure not tied to one field */
  problem?: string;
  className?: string;
  children: ReactNode;
}

/** The modal of this feature: a form with its fields, the action button and "Cancel"; Escape closes it. */
export function SecurityDialog({ title, isOpen, onClose, onSubmit, submitLabel, busy, problem, className, children }: Props) {
  const { t } = useSecurityWords();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => { if (!open) onClose(); }} isDismissable>
      <Modal className={['dialog-modal', className].filter(Boolean).join(' ')}>
        <Dialog className="dialog security-dialog">
          <Heading slot="title" className="dialog-title">{title}</Heading>
          <form onSubmit={submit} noValidate className="security-dialog-form">
            <div className="dialog-body security-dialog-body">{children}</div>
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="dialog-actions">
              {onSubmit && <Button type="submit" variant="primary" isDisabled={busy}>{submitLabel ?? t('common.save')}</Button>}
              <Button onPress={onClose}>{onSubmit ? t('common.cancel') : t('common.close')}</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
