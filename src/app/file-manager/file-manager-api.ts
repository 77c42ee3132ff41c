import { queryOptions } from '@tanstack/react-query';
import {
  type ManagedFile, type SaveFolderBody, deletedFoldersSchema, folderListSchema, managedFileListSchema, managedFileSchema,
} from '#core/api';
import { api } from '#core/api';
import { z } from 'zod';
import { apiRequest } from '../http/api-client';

export const FILES_PAGE_SIZE = 20;

export interface FileFilters {
  folderId?: number;
  search?: string;
  page: number;
}

export const fileManagerKeys = {
  all: ['file-manager'] as const,
  files: (filters: FileFilters) => [...fileManagerKeys.all, 'files', filters] as const,
  folders: () => [...fileManagerKeys.all, 'folders'] as const,
};

export const managedFilesQuery = (filters: FileFilters) => queryOptions({
  queryKey: fileManagerKeys.files(filters),
  queryFn: ({ signal }) => apiRequest(api.managedFileList, {
    query: { folderId: filters.folderId, search: filters.search, page: filters.page, pageSize: FILES_PAGE_SIZE }, schema: managedFileListSchema, signal,
  }),
  staleTime: 0,
});

export const foldersQuery = () => queryOptions({
  queryKey: fileManagerKeys.folders(),
  queryFn: ({ signal }) => apiRequest(api.folderList, { schema: folderListSchema, signal }),
  staleTime: 0,
});

export const addFileToFolder = (fileId: number, folderId: number): Promise<ManagedFile> =>
  apiRequest(api.managedFileAdd, { method: 'POST', body: { fileId, folderId }, schema: managedFileSchema });

export const renameFile = (id: number, name: string): Promise<ManagedFile> =>
  apiRequest(api.managedFileRename, { method: 'POST', body: { id, name }, schema: managedFileSchema });

export const shareFile = (id: number, isShare: boolean): Promise<ManagedFile> =>
  apiRequest(api.managedFileShare, { method: 'POST', body: { id, isShare }, schema: managedFileSchema });

export const saveFolder = (body: SaveFolderBody) =>
  apiRequest(api.folderUpdate, { method: 'POST', body, schema: z.object({ id: z.number() }) });

export const deleteFolders = (ids: number[]) =>
  apiRequest(api.folderDelete, { method: 'DELETE', body: { ids }, schema: deletedFoldersSchema });
