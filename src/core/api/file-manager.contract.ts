import { z } from 'zod';
import { storableString } from '../text';
import { listSchema, pagingQuerySchema } from './envelope';
import { storedFileSchema } from './files.contract';
import { plainValue } from './security.contract';
import { rowIdSchema, urlRowIdSchema } from './url-number.schema';

const rowId = rowIdSchema;
const queryId = urlRowIdSchema;

/** GET /v1/file/list?folderId=&search=&page=&pageSize= (no folderId: the files of every folder). */
export const listManagedFilesQuerySchema = pagingQuerySchema.extend({
  folderId: queryId.optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListManagedFilesQuery = z.infer<typeof listManagedFilesQuerySchema>;

export const managedFileSchema = storedFileSchema.extend({
  isShare: z.boolean(),
  folderId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  /** the requester may rename, share and move it (its owner, or an administrator / FileManage) */
  canManage: z.boolean(),
});
export type ManagedFile = z.infer<typeof managedFileSchema>;

export const managedFileListSchema = listSchema(managedFileSchema);
export type ManagedFileList = z.infer<typeof managedFileListSchema>;

/** POST /v1/file/add: puts a file uploaded with the token flow (its id from the storage reply) into a folder. */
export const addManagedFileBodySchema = z.object({ fileId: rowId, folderId: rowId });
export type AddManagedFileBody = z.infer<typeof addManagedFileBodySchema>;

/** POST /v1/file/update-file-name: the extension of the stored name is kept, '&' becomes '-'. */
export const renameFileBodySchema = z.object({
  id: rowId,
  name: storableString().trim().min(1, 'validation.required').max(200, 'validation.invalid'),
});
export type RenameFileBody = z.infer<typeof renameFileBodySchema>;

/** POST /v1/file/update-share-file: a shared file is listed to everyone of the company. */
export const shareFileBodySchema = z.object({ id: rowId, isShare: z.boolean() });
export type ShareFileBody = z.infer<typeof shareFileBodySchema>;

/** GET /v1/filefolder/list?parentId= (no parentId: the whole tree, flat, parents first). */
export const listFoldersQuerySchema = z.object({ parentId: queryId.optional() });
export type ListFoldersQuery = z.infer<typeof listFoldersQuerySchema>;

export const folderSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  ownerName: z.string().nullable(),
  /** files in this folder (not in its sub-folders) that the requester sees */
  fileCount: z.number().int(),
  canManage: z.boolean(),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderListSchema = z.array(folderSchema);

/** POST /v1/filefolder/update: without id creates; with id renames and/or moves (never under itself). */
export const saveFolderBodySchema = z.object({
  id: rowId.optional(),
  name: plainValue('validation.required', 100),
  parentId: rowId.nullable().default(null),
});
export type SaveFolderBody = z.input<typeof saveFolderBodySchema>;
export type SaveFolderInput = z.output<typeof saveFolderBodySchema>;

/** DELETE /v1/filefolder/delete with body: folders that hold files or other folders are refused. */
export const deleteFoldersBodySchema = z.object({ ids: z.array(rowId).min(1).max(100) });
export type DeleteFoldersBody = z.infer<typeof deleteFoldersBodySchema>;
export const deletedFoldersSchema = z.object({ deleted: z.number().int() });

/**
 * The name a rename gives (SPEC 5: '&' becomes '-'): the extension of the current name is kept,
 * whether or not the person typed it. Null when nothing is left before the extension.
 */
export function renamedFileName(current: string, requested: string): string | null {
  const extension = fileExtension(current);
  const name = requested.replace(/&/g, '-').trim();
  const stem = extension && name.toLowerCase().endsWith(extension.toLowerCase()) ? name.slice(0, -extension.length).trim() : name;
  return stem ? `${stem}${extension}` : null;
}

/** '.pdf' of 'report.pdf'; '' when the name has none. */
export function fileExtension(name: string): string {
  return /\.[^.\s]{1,10}$/.exec(name)?.[0] ?? '';
}
/** POST /api/v1/filefolder/update */
export const savedFolderSchema = z.object({ id: z.number().int() });
