import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import {
  addManagedFileBodySchema, listManagedFilesQuerySchema, managedFileListSchema, managedFileSchema, renameFileBodySchema, shareFileBodySchema,
} from '#core/api';
import { api } from '#core/api';
import { ok } from '#server/http/envelope';
import { fileActor } from './file-access';
import { folderRoutes } from './folder-routes';
import { listManagedFiles } from './managed-file-list';
import { addManagedFile, renameManagedFile, shareManagedFile } from './managed-file-changes';

const tags = ['file'];
const who = 'signed in: own and shared files; administrators and FileManage: all of the company';

/** The file manager: files placed in folders, listed, renamed and shared (docs/file-manager.md). */
export function fileManagerRoutes(app: ZodApp): void {
  const db = app.db;
  folderRoutes(app);
  const reply = { 200: successSchema(managedFileSchema) };

  app.get(api.managedFileList, {
    schema: { tags, summary: `Files of a folder (or of all folders), newest first, searched and paged (${who})`, querystring: listManagedFilesQuerySchema, response: { 200: successSchema(managedFileListSchema) } },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await listManagedFiles(db, user, managesAll, req.query));
  });

  app.post(api.managedFileAdd, {
    schema: { tags, summary: `Put an uploaded file (own, or any for managers) into a folder (${who})`, body: addManagedFileBodySchema, response: reply },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await addManagedFile(db, req, user, managesAll, req.body));
  });

  app.post(api.managedFileRename, {
    schema: { tags, summary: `Rename; the extension stays and '&' becomes '-' (${who})`, body: renameFileBodySchema, response: reply },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await renameManagedFile(db, req, user, managesAll, req.body));
  });

  app.post(api.managedFileShare, {
    schema: { tags, summary: `Share with the company (isShare) or stop sharing (${who})`, body: shareFileBodySchema, response: reply },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await shareManagedFile(db, req, user, managesAll, req.body));
  });
}
