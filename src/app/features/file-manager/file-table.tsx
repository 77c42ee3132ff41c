import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type ManagedFile, fileExtension } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { Switch } from '#app/shared/ui/switch';
import { showToast } from '#app/shared/ui/toast';
import { fileManagerKeys, shareFile } from './file-manager-api';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { fileManagerMessages } from './file-manager-messages';

function ShareSwitch({ file }: { file: ManagedFile }) {
  const t = useT(fileManagerMessages);
  const client = useQueryClient();
  const share = useMutation({
    mutationFn: (isShare: boolean) => shareFile(file.id, isShare),
    onSuccess: async (saved) => {
      showToast('success', t(saved.isShare ? 'fileManager.sharedToast' : 'fileManager.unsharedToast', { name: saved.name }));
      await client.invalidateQueries({ queryKey: fileManagerKeys.all });
    },
    onError: (error) => showToast('error', error.message, { confirm: true }),
  });
  return (
    <Switch isSelected={file.isShare} isDisabled={!file.canManage || share.isPending} onChange={(value) => share.mutate(value)} aria-label={t('fileManager.shareNamed', { name: file.name })}>
      {t(file.isShare ? 'fileManager.shared' : 'fileManager.notShared')}
    </Switch>
  );
}

/** One page of files: name (opens the file), type, size, date, owner, the share switch and rename. */
export function FileTable({ files, onRename }: { files: readonly ManagedFile[]; onRename: (file: ManagedFile) => void }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const t = useT(fileManagerMessages);
  const size = (bytes: number) => (bytes < 1024 * 1024
    ? `${intl.formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
    <div className="file-scroll" role="region" aria-label={t('fileManager.table')} tabIndex={0}>
      <table className="file-table">
        <caption className="sr-only">{t('fileManager.table')}</caption>
        <thead>
          <tr>{(['name', 'type', 'size', 'date', 'owner', 'shared', 'action'] as const).map((c) => <th key={c} scope="col">{t(`fileManager.col.${c}`)}</th>)}</tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <td className="file-name"><a href={file.url} target="_blank" rel="noreferrer">{file.name}</a></td>
              <td className="file-type" title={file.mimeType}>{fileExtension(file.name).slice(1).toUpperCase() || file.mimeType}</td>
              <td className="file-size">{size(file.size)}</td>
              <td><time dateTime={file.createdAt}>{formatDate(file.createdAt)}</time></td>
              <td>{file.ownerName ?? '—'}</td>
              <td><ShareSwitch file={file} /></td>
              <td>
                {file.canManage && <Button onPress={() => onRename(file)} aria-label={t('fileManager.renameNamed', { name: file.name })}>{t('fileManager.rename')}</Button>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
