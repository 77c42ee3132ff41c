import { fileManagerCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { deleteFolders, saveFolder } from './commands/folders';
import { addManagedFile, renameManagedFile, shareManagedFile } from './commands/place-files';
import { listFolders, listManagedFiles } from './queries';

const fileTags = ['file'];
const whoFiles = 'signed in: own and shared files; administrators and FileManage: all of the company';
const folderTags = ['filefolder'];
const whoFolders = 'signed in; changes by the folder owner, administrators and FileManage';

/** One folder tree per company: anyone signed in sees it and adds folders; owners and managers change them (policy.ts). */
function folderRoutes(app: ZodApp): void {
  const db = app.db;
  const tags = folderTags;
  registerCall(app, calls.folders, { tags, summary: `The folder tree, flat with parents first, or the children of parentId (${whoFolders})` }, async (req) =>
    ok(await listFolders(db, req.actor, req.query)));

  registerCall(app, calls.saveFolder, { tags, summary: `Create (no id), rename or move a folder; never under itself (${whoFolders})` }, async (req) =>
    ok(await saveFolder(db, req.actor, req.body)));

  registerCall(app, calls.deleteFolders, { tags, summary: `Delete empty folders (body ids); a folder with files or other folders is refused with 409 (${whoFolders})` }, async (req) =>
    ok(await deleteFolders(db, req.actor, req.body.ids)));
}

/** The file manager: files placed in folders, listed, renamed and shared (docs/file-manager.md). */
export function fileManagerRoutes(app: ZodApp): void {
  const db = app.db;
  const tags = fileTags;
  folderRoutes(app);

  registerCall(app, calls.list, { tags, summary: `Files of a folder (or of all folders), newest first, searched and paged (${whoFiles})` }, async (req) =>
    ok(await listManagedFiles(db, req.actor, req.query)));

  registerCall(app, calls.add, { tags, summary: `Put an uploaded file (own, or any for managers) into a folder (${whoFiles})` }, async (req) =>
    ok(await addManagedFile(db, req.actor, req.body)));

  registerCall(app, calls.rename, { tags, summary: `Rename; the extension stays and '&' becomes '-' (${whoFiles})` }, async (req) =>
    ok(await renameManagedFile(db, req.actor, req.body)));

  registerCall(app, calls.share, { tags, summary: `Share with the company (isShare) or stop sharing (${whoFiles})` }, async (req) =>
    ok(await shareManagedFile(db, req.actor, req.body)));
}
