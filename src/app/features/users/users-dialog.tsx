import './users.css';
import { FormDialog, type FormDialogProps } from '#app/shared/ui/form-dialog';

const classNames = { modal: 'users-modal', dialog: 'users-dialog', form: 'users-dialog-form', body: 'users-dialog-body' };

/** The modal form of this feature (ui FormDialog with the users layout: two columns, scrolling body). */
export function UsersDialog(props: Omit<FormDialogProps, 'classNames'>) {
  return <FormDialog {...props} classNames={classNames} />;
}
