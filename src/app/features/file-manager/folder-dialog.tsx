import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Folder } from '#core/api';
import { selfAndBelow } from '#core/tree';
import { ApiError } from '#app/shared/http/api-error';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { fileManagerKeys, saveFolder } from './file-manager-api';
import { useT } from '#app/shared/i18n/use-t';
import { fileManagerMessages } from './file-manager-messages';

interface Props {
  /** the folder to rename or move; undefined to create one under `parentId` */
  folder: Folder | undefined;
  parentId: number | null;
  folders: readonly Folder[];
  onClose: (savedId?: number) => void;
}

export function FolderDialog({ folder, parentId, folders, onClose }: Props) {
  const t = useT(fileManagerMessages);
  const client = useQueryClient();
  const [name, setName] = useState(folder?.name ?? '');
  const [parent, setParent] = useState(String(folder ? folder.parentId ?? '' : parentId ?? ''));
  const save = useMutation({
    mutationFn: () => saveFolder({ id: folder?.id, name, parentId: parent ? Number(parent) : null }),
    onSuccess: async ({ id }) => {
      showToast('success', t('fileManager.folderSaved'));
      await client.invalidateQueries({ queryKey: fileManagerKeys.all });
      onClose(id);
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const excluded = folder ? selfAndBelow(folders, folder.id) : new Set<number>();
  const options = folders.filter((f) => !excluded.has(f.id)).map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <FormDialog
      title={t(folder ? 'fileManager.editFolder' : 'fileManager.newFolder')} busy={save.isPending} onClose={() => onClose()} onSubmit={() => save.mutate()}
      problem={error?.errors.length === 0 ? error.message : null}
    >
      <TextField label={t('fileManager.folderName')} isRequired value={name} onChange={setName} errorMessage={error?.fieldError('name')} />
      <NativeSelect label={t('fileManager.parentFolder')} value={parent} options={options} placeholder={t('fileManager.topLevel')} onChange={setParent} errorMessage={error?.fieldError('parentId')} />
    </FormDialog>
  );
}
