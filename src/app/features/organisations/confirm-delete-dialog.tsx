import { FormDialog } from '#app/shared/ui/form-dialog';
import { useOrgForm } from './use-org-form';
import { useOrgWords } from './use-org-words';

interface Props {
  title: string;
  text: string;
  done: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** "Delete …?": a refusal of the server (sub-companies, users or forms remain) is shown in the dialog. */
export function ConfirmDeleteDialog({ title, text, done, remove, onClose, onDeleted }: Props) {
  const { t } = useOrgWords();
  const form = useOrgForm({
    body: null, onClose,
    run: async () => {
      await remove();
      onDeleted?.();
    },
    done: () => done,
  });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={title} onClose={onClose} onSubmit={form.submit} busy={form.busy} problem={form.problem} danger submitLabel={t('org.deleteButton')}>
      <p>{text}</p>
    </FormDialog>
  );
}
