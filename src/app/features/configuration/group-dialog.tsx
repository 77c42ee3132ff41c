import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConfigGroup } from '#core/api';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { TextField } from '#app/shared/ui/text-field';
import { configKeys, createGroup, renameGroup } from './config-api';
import { useConfigWords } from './use-config-words';

/** Create a group of the company, or rename one (group null: a new one). */
export function GroupDialog({ group, onClose }: { group: ConfigGroup | null; onClose: () => void }) {
  const { t, failure, fieldMessage } = useConfigWords();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(group?.key ?? '');
  const [name, setName] = useState(group?.name ?? '');
  const save = useMutation({
    mutationFn: () => (group ? renameGroup({ id: group.id, key: key.trim(), name: name.trim() }) : createGroup({ key: key.trim(), name: name.trim() })),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: configKeys.all }); onClose(); },
  });
  const field = (f: string) => fieldMessage(save.error, f);
  const problem = save.error && !field('key') && !field('name') ? failure(save.error) : null;
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t(group ? 'config.group.edit' : 'config.group.add')} onClose={onClose} onSubmit={() => save.mutate()} busy={save.isPending} problem={problem}>
      <TextField label={t('config.col.key')} value={key} onChange={setKey} isRequired errorMessage={field('key')} />
      <TextField label={t('config.col.name')} value={name} onChange={setName} isRequired errorMessage={field('name')} />
    </FormDialog>
  );
}
