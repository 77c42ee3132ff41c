import './security.css';
import { FormDialog, type FormDialogProps } from '#app/shared/ui/form-dialog';

/** The modal of this feature (ui FormDialog; `className` sizes the modal, e.g. the 700 px permissions modal). */
export function SecurityDialog({ className, isOpen, ...props }: Omit<FormDialogProps, 'classNames' | 'isOpen'> & { isOpen: boolean; className?: string }) {
  return <FormDialog {...props} isOpen={isOpen} classNames={{ modal: className, dialog: 'security-dialog', form: 'security-dialog-form', body: 'security-dialog-body' }} />;
}
