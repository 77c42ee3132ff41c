import './file-manager.css';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import type { Folder, ManagedFile } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { FILES_PAGE_SIZE, type FileFilters, deleteFolders, fileManagerKeys, foldersQuery, managedFilesQuery } from './file-manager-api';
import { FileTable } from './file-table';
import { FileUpload } from './file-upload';
import { FolderDialog } from './folder-dialog';
import { FolderTree } from './folder-tree';
import { RenameDialog } from './rename-dialog';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { fileManagerMessages } from './file-manager-messages';
import { managementMessages } from '#app/shell/management/management-messages';

interface Props {
  filters: FileFilters;
  onChange: (next: FileFilters) => void;
}

type Open = { kind: 'folder'; folder: Folder | undefined } | { kind: 'delete'; folder: Folder } | { kind: 'rename'; file: ManagedFile } | null;

function Files({ filters, onChange, onRename }: Props & { onRename: (file: ManagedFile) => void }) {
  const t = useT(commonMessages, fileManagerMessages, managementMessages);
  const [text, setText] = useState(filters.search ?? '');
  const list = useQuery({ ...managedFilesQuery(filters), placeholderData: keepPreviousData });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: text.trim() || undefined, page: 1 });
  };
  return (
    <>
      <form role="search" aria-label={t('fileManager.searchLabel')} className="file-search" onSubmit={submit}>
        <TextField label={t('fileManager.search')} type="search" value={text} onChange={setText} />
        <Button type="submit">{t('fileManager.searchButton')}</Button>
      </form>
      {list.isPending ? <Spinner label={t('fileManager.loading')} /> : list.isError ? (
        <Alert tone="error">{t('fileManager.loadFailed')} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button></Alert>
      ) : (
        <>
          <p className="muted" role="status">{t('fileManager.count', { count: list.data.totalData })}</p>
          {list.data.data.length === 0 ? <p>{t('fileManager.empty')}</p> : <FileTable files={list.data.data} onRename={onRename} />}
          <Pager page={filters.page} pages={Math.ceil(list.data.totalData / FILES_PAGE_SIZE)} onPage={(page) => onChange({ ...filters, page })} label={t('fileManager.pagesOf')} />
        </>
      )}
    </>
  );
}

/** Management → files: the folder tree on the left; the open folder's files, upload and folder actions on the right. */
export function FileManagerPage({ filters, onChange }: Props) {
  const t = useT(commonMessages, fileManagerMessages, managementMessages);
  const client = useQueryClient();
  const folders = useQuery(foldersQuery());
  const [open, setOpen] = useState<Open>(null);
  const current = folders.data?.find((f) => f.id === filters.folderId);
  const select = (folderId: number | undefined) => onChange({ folderId, page: 1 });
  const remove = useMutation({
    mutationFn: (id: number) => deleteFolders([id]),
    onSuccess: async () => {
      setOpen(null);
      showToast('success', t('fileManager.folderDeleted'));
      select(current?.parentId ?? undefined);
      await client.invalidateQueries({ queryKey: fileManagerKeys.all });
    },
  });
  return (
    <div className="file-manager-page">
      <h1>{t('management.section.files')}</h1>
      <div className="file-manager-grid">
        <section className="card file-manager-tree">
          <Button onPress={() => setOpen({ kind: 'folder', folder: undefined })}>{t('fileManager.newFolder')}</Button>
          {folders.isPending ? <Spinner label={t('fileManager.loading')} /> : folders.isError ? <Alert tone="error">{t('fileManager.loadFailed')}</Alert>
            : <FolderTree folders={folders.data} selected={filters.folderId} onSelect={select} />}
        </section>
        <section className="card file-manager-files" aria-labelledby="file-manager-current">
          <div className="file-manager-toolbar">
            <h2 id="file-manager-current">{current?.name ?? t('fileManager.allFiles')}</h2>
            {current?.canManage && (
              <div className="button-row">
                <Button onPress={() => setOpen({ kind: 'folder', folder: current })}>{t('fileManager.editFolder')}</Button>
                <Button variant="danger" onPress={() => setOpen({ kind: 'delete', folder: current })}>{t('fileManager.deleteFolder')}</Button>
              </div>
            )}
          </div>
          <FileUpload folderId={current?.id} />
          <Files key={`${filters.folderId ?? 'all'}-${filters.search ?? ''}`} filters={filters} onChange={onChange} onRename={(file) => setOpen({ kind: 'rename', file })} />
        </section>
      </div>
      {open?.kind === 'folder' && (
        <FolderDialog folder={open.folder} parentId={open.folder ? null : current?.id ?? null} folders={folders.data ?? []} onClose={(id) => {
          setOpen(null);
          if (id !== undefined && !open.folder) select(id);
        }} />
      )}
      {open?.kind === 'rename' && <RenameDialog file={open.file} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('fileManager.deleteFolder')} danger submitLabel={t('fileManager.delete')} busy={remove.isPending}
          problem={remove.error?.message ?? null} onClose={() => { remove.reset(); setOpen(null); }} onSubmit={() => remove.mutate(open.folder.id)}>
          <p>{t('fileManager.deleteFolderConfirm', { name: open.folder.name })}</p>
        </FormDialog>
      )}
    </div>
  );
}
