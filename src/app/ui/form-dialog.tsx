import '../forms/form-lists-dialog.css';
import type { FormEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Alert } from './alert';
import { Button } from './button';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel?: string;
  /** the danger look, for a confirmation of a removal */
  danger?: boolean;
  busy?: boolean;
  problem?: string | null;
  children?: ReactNode;
}

/** A modal form (or confirmation): the fields, the action and "Cancel"; Escape closes it unless busy. */
export function FormDialog({ title, onClose, onSubmit, submitLabel, danger, busy, problem, children }: Props) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen onOpenChange={(open) => { if (!open && !busy) onClose(); }} isDismissable={!busy}>
      <Modal className="dialog-modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">{title}</Heading>
          <form onSubmit={submit} noValidate>
            {children && <div className="dialog-body" style={{ display: 'grid', gap: 12 }}>{children}</div>}
            {problem && <Alert tone="error">{problem}</Alert>}
            <div className="dialog-actions">
              <Button type="submit" variant={danger ? 'danger' : 'primary'} isDisabled={busy}>{submitLabel ?? intl.formatMessage({ id: 'common.save' })}</Button>
              <Button isDisabled={busy} onPress={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
