import './dialog.css';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';

interface Props {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** a destructive action gets the red button */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with a confirm and a cancel button; Escape cancels and focus returns to the opener. */
export function ConfirmDialog({ isOpen, title, children, confirmLabel, cancelLabel, tone = 'primary', busy = false, onConfirm, onCancel }: Props) {
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => { if (!open && !busy) onCancel(); }} isDismissable={!busy}>
      <Modal className="dialog-modal">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog-title">{title}</Heading>
          <div className="dialog-body">{children}</div>
          <div className="dialog-actions">
            {/* cancel first: the dialog focuses it, so Enter never confirms by accident */}
            <Button isDisabled={busy} onPress={onCancel}>{cancelLabel}</Button>
            <Button variant={tone} isDisabled={busy} onPress={onConfirm}>{confirmLabel}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
