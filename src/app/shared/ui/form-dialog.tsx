import './dialog.css';
import type { SubmitEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from './alert';
import { Button } from './button';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';

export interface FormDialogProps {
  title: string;
  /** defaults to open: most callers mount the dialog only while it shows */
  isOpen?: boolean;
  onClose: () => void;
  /** absent or undefined: a read-only dialog with only "Close" */
  onSubmit?: (() => void) | undefined;
  submitLabel?: string;
  /** a destructive action: the red button and an alert dialog */
  danger?: boolean;
  busy?: boolean;
  /** a failure not tied to one field; null or undefined while there is none */
  problem?: string | null | undefined;
  /** extra classes of the modal, the dialog, the form and the body, for a feature's layout */
  classNames?: { modal?: string | undefined; dialog?: string; form?: string; body?: string };
  children?: ReactNode;
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A modal form (or confirmation): the fields, the action and "Cancel"; Escape closes it unless busy. */
export function FormDialog({ title, isOpen = true, onClose, onSubmit, submitLabel, danger, busy = false, problem, classNames = {}, children }: FormDialogProps) {
  const t = useT(commonMessages);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => { if (!open && !busy) onClose(); }} isDismissable={!busy}>
      <Modal className={join('dialog-modal', classNames.modal)}>
        <Dialog className={join('dialog', classNames.dialog)} role={danger ? 'alertdialog' : 'dialog'}>
          <Heading slot="title" className="dialog-title">{title}</Heading>
          <form onSubmit={submit} noValidate className={classNames.form}>
            {children && <div className={join('dialog-body', classNames.body)}>{children}</div>}
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="dialog-actions">
              {onSubmit && (
                <Button type="submit" variant={danger ? 'danger' : 'primary'} isDisabled={busy}>
                  {submitLabel ?? t('common.save')}
                </Button>
              )}
              <Button isDisabled={busy} onPress={onClose}>{t(onSubmit ? 'common.cancel' : 'common.close')}</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
