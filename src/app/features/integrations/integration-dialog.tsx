import { FormDialog, type FormDialogProps } from '#app/shared/ui/form-dialog';

interface Props extends Omit<FormDialogProps, 'classNames' | 'danger' | 'isOpen' | 'onSubmit' | 'submitLabel'> {
  isOpen: boolean;
  onSubmit: () => void;
  submitLabel: string;
  /** a destructive action gets the red button and an alert dialog */
  tone?: 'primary' | 'danger';
  className?: string;
}

/** The modal of this feature (ui FormDialog): its content, the action button and "Cancel". */
export function IntegrationDialog({ tone = 'primary', className, ...props }: Props) {
  return <FormDialog {...props} danger={tone === 'danger'} classNames={{ modal: className }} />;
}
