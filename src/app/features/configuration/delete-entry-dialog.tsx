import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigEntry } from '#core/api';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { configKeys, deleteEntry } from './config-api';
import { useConfigWords } from './use-config-words';

/** Deleting the company's row: its system default, if there is one, applies again. */
export function DeleteEntryDialog({ entry, onClose }: { entry: ConfigEntry; onClose: () => void }) {
  const { t, failure } = useConfigWords();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteEntry(entry.id),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: configKeys.all }); onClose(); },
  });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('config.entry.deleteTitle', { key: entry.key })} onClose={onClose} onSubmit={() => remove.mutate()}
      submitLabel={t('config.entry.deleteButton')} danger busy={remove.isPending} problem={remove.error ? failure(remove.error) : null}>
      <p>{t('config.entry.deleteText')}</p>
    </FormDialog>
  );
}
