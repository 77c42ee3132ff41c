import { fileManagerCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
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

  registerCall(app, calls.list, { tags, summary: `Files of a folder (or of all folders), newest first, searched and paged (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await listManagedFiles(db, user, managesAll, req.query));
  });

  registerCall(app, calls.add, { tags, summary: `Put an uploaded file (own, or any for managers) into a folder (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await addManagedFile(db, req, user, managesAll, req.body));
  });

  registerCall(app, calls.rename, { tags, summary: `Rename; the extension stays and '&' becomes '-' (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await renameManagedFile(db, req, user, managesAll, req.body));
  });

  registerCall(app, calls.share, { tags, summary: `Share with the company (isShare) or stop sharing (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await shareManagedFile(db, req, user, managesAll, req.body));
  });
}
