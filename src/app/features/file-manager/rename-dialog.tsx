import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ManagedFile, fileExtension } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { fileManagerKeys, renameFile } from './file-manager-api';
import { useT } from '#app/shared/i18n/use-t';
import { fileManagerMessages } from './file-manager-messages';

/** Rename a file: the person edits the part before the extension, which the server keeps anyway. */
export function RenameDialog({ file, onClose }: { file: ManagedFile; onClose: () => void }) {
  const t = useT(fileManagerMessages);
  const client = useQueryClient();
  const extension = fileExtension(file.name);
  const [stem, setStem] = useState(file.name.slice(0, file.name.length - extension.length));
  const rename = useMutation({
    mutationFn: () => renameFile(file.id, `${stem}${extension}`),
    onSuccess: async (saved) => {
      showToast('success', t('fileManager.renamedToast', { name: saved.name }));
      await client.invalidateQueries({ queryKey: fileManagerKeys.all });
      onClose();
    },
  });
  const error = rename.error instanceof ApiError ? rename.error : null;
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('fileManager.renameTitle')} busy={rename.isPending} onClose={onClose} onSubmit={() => rename.mutate()} problem={error?.errors.length === 0 ? error.message : null}>
      <TextField
        label={t('fileManager.newName')} isRequired value={stem} onChange={setStem} errorMessage={error?.fieldError('name')}
        description={extension ? t('fileManager.extensionKept', { extension }) : undefined}
      />
    </FormDialog>
  );
}
