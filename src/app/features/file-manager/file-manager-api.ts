import { queryOptions } from '@tanstack/react-query';
import { type ManagedFile, type SaveFolderBody, fileManagerCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const FILES_PAGE_SIZE = 20;

/** The filters as the address holds them: a filter absent or undefined shows all. */
export interface FileFilters {
  folderId?: number | undefined;
  search?: string | undefined;
  page: number;
}

export const fileManagerKeys = {
  all: ['file-manager'] as const,
  files: (filters: FileFilters) => [...fileManagerKeys.all, 'files', filters] as const,
  folders: () => [...fileManagerKeys.all, 'folders'] as const,
};

export const managedFilesQuery = (filters: FileFilters) => queryOptions({
  queryKey: fileManagerKeys.files(filters),
  queryFn: ({ signal }) => callApi(calls.list, {
    query: { folderId: filters.folderId, search: filters.search, page: filters.page, pageSize: FILES_PAGE_SIZE }, signal,
  }),
  staleTime: 0,
});

export const foldersQuery = () => queryOptions({
  queryKey: fileManagerKeys.folders(),
  queryFn: ({ signal }) => callApi(calls.folders, { signal }),
  staleTime: 0,
});

export const addFileToFolder = (fileId: number, folderId: number): Promise<ManagedFile> =>
  callApi(calls.add, { body: { fileId, folderId } });

export const renameFile = (id: number, name: string): Promise<ManagedFile> =>
  callApi(calls.rename, { body: { id, name } });

export const shareFile = (id: number, isShare: boolean): Promise<ManagedFile> =>
  callApi(calls.share, { body: { id, isShare } });

export const saveFolder = (body: SaveFolderBody) =>
  callApi(calls.saveFolder, { body });

export const deleteFolders = (ids: number[]) =>
  callApi(calls.deleteFolders, { body: { ids } });
