import '../forms/form-lists-dialog.css';
import './users.css';
import type { FormEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useUsersWords } from './use-users-words';

interface Props {
  title: string;
  onClose: () => void;
  /** absent: only "Close" */
  onSubmit?: () => void;
  submitLabel?: string;
  busy?: boolean;
  problem?: string;
  /** a destructive action gets the red button */
  danger?: boolean;
  children: ReactNode;
}

/** The modal form of this feature: fields, the action and "Cancel"; Escape closes it. */
export function UsersDialog({ title, onClose, onSubmit, submitLabel, busy, problem, danger, children }: Props) {
  const { t } = useUsersWords();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen onOpenChange={(open) => { if (!open && !busy) onClose(); }} isDismissable={!busy}>
      <Modal className="dialog-modal users-modal">
        <Dialog className="dialog users-dialog">
          <Heading slot="title" className="dialog-title">{title}</Heading>
          <form onSubmit={submit} noValidate className="users-dialog-form">
            <div className="dialog-body users-dialog-body">{children}</div>
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="dialog-actions">
              {onSubmit && <Button type="submit" variant={danger ? 'danger' : 'primary'} isDisabled={busy}>{submitLabel ?? t('common.save')}</Button>}
              <Button isDisabled={busy} onPress={onClose}>{onSubmit ? t('common.cancel') : t('common.close')}</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
