import { defineCall } from './define-call';
import {
  addManagedFileBodySchema, deleteFoldersBodySchema, deletedFoldersSchema, folderListSchema, listFoldersQuerySchema, listManagedFilesQuerySchema,
  managedFileListSchema, managedFileSchema, renameFileBodySchema, saveFolderBodySchema, savedFolderSchema, shareFileBodySchema,
} from '../file-manager.contract';

const file = '/api/v1/file';
const folder = '/api/v1/filefolder';
/** own and shared files for anyone signed in; the handler widens it to all for managers (docs/file-manager.md) */
const permission = 'signed-in';

/** The file manager: files placed in folders, listed, renamed and shared; one folder tree per company (docs/file-manager.md). */
export const fileManagerCalls = {
  list: defineCall({ method: 'GET', path: `${file}/list`, query: listManagedFilesQuerySchema, reply: managedFileListSchema, permission }),
  add: defineCall({ method: 'POST', path: `${file}/add`, body: addManagedFileBodySchema, reply: managedFileSchema, permission }),
  rename: defineCall({ method: 'POST', path: `${file}/update-file-name`, body: renameFileBodySchema, reply: managedFileSchema, permission }),
  share: defineCall({ method: 'POST', path: `${file}/update-share-file`, body: shareFileBodySchema, reply: managedFileSchema, permission }),
  folders: defineCall({ method: 'GET', path: `${folder}/list`, query: listFoldersQuerySchema, reply: folderListSchema, permission }),
  saveFolder: defineCall({ method: 'POST', path: `${folder}/update`, body: saveFolderBodySchema, reply: savedFolderSchema, permission }),
  deleteFolders: defineCall({ method: 'DELETE', path: `${folder}/delete`, body: deleteFoldersBodySchema, reply: deletedFoldersSchema, permission }),
};
