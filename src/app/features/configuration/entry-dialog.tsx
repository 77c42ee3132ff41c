import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConfigEntry, ConfigGroup, ConfigTypeValue } from '#core/api';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { configKeys, saveEntry } from './config-api';
import { useConfigWords } from './use-config-words';

interface Props {
  /** null: a new entry */
  entry: ConfigEntry | null;
  groups: readonly ConfigGroup[];
  onClose: () => void;
}

/** Add or edit an entry; editing a system default saves the company's own value of the key. */
export function EntryDialog({ entry, groups, onClose }: Props) {
  const { t, failure, fieldMessage } = useConfigWords();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(entry?.key ?? '');
  const [name, setName] = useState(entry?.name ?? '');
  const [type, setType] = useState<ConfigTypeValue>(entry?.type ?? 1);
  const [content, setContent] = useState(entry?.content ?? '');
  const [groupId, setGroupId] = useState(entry?.groupId ? String(entry.groupId) : '');
  const save = useMutation({
    mutationFn: () => saveEntry({ key: key.trim(), name: name.trim(), type, content, groupId: groupId ? Number(groupId) : null }),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: configKeys.all }); onClose(); },
  });
  const field = (f: string) => fieldMessage(save.error, f);
  const problem = save.error && !['key', 'name', 'type', 'content', 'groupId'].some((f) => field(f)) ? failure(save.error) : null;
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t(entry ? 'config.entry.edit' : 'config.entry.add', { key: entry?.key ?? '' })} onClose={onClose} onSubmit={() => save.mutate()} busy={save.isPending} problem={problem}>
      <TextField label={t('config.col.key')} value={key} onChange={setKey} isRequired isDisabled={entry !== null} errorMessage={field('key')} />
      <TextField label={t('config.col.name')} value={name} onChange={setName} isRequired errorMessage={field('name')} />
      <NativeSelect label={t('config.col.type')} value={String(type)} onChange={(v) => setType((Number(v) || 1) as ConfigTypeValue)} placeholder={t('config.type.choose')}
        options={([1, 2, 3, 4] as const).map((v) => ({ value: String(v), label: t(`config.type.${v}`) }))} errorMessage={field('type')} />
      <TextField label={t('config.col.content')} value={content} onChange={setContent} multiline description={t(`config.typeHelp.${type}`)} errorMessage={field('content')} />
      <NativeSelect label={t('config.col.group')} value={groupId} onChange={setGroupId} placeholder={t('config.group.none')}
        options={groups.map((g) => ({ value: String(g.id), label: `${g.name} (${g.key})` }))} errorMessage={field('groupId')} />
    </FormDialog>
  );
}
