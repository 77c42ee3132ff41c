import { fileManagerCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { fileActor } from './file-access';
import { deleteFolders, saveFolder } from './folder-changes';
import { listFolders } from './folder-list';

const tags = ['filefolder'];
const who = 'signed in; changes by the folder owner, administrators and FileManage';

/** One folder tree per company: anyone signed in sees it and adds folders; owners and managers change them. */
export function folderRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.folders, { tags, summary: `The folder tree, flat with parents first, or the children of parentId (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await listFolders(db, user, managesAll, req.query));
  });

  registerCall(app, calls.saveFolder, { tags, summary: `Create (no id), rename or move a folder; never under itself (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok({ id: await saveFolder(db, req, user, managesAll, req.body) });
  });

  registerCall(app, calls.deleteFolders, { tags, summary: `Delete empty folders (body ids); a folder with files or other folders is refused with 409 (${who})` }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok({ deleted: await deleteFolders(db, req, user, managesAll, req.body.ids) });
  });
}
