import type { ZodApp } from '#server/http/zod-app';
import { z } from 'zod';
import { successSchema } from '#core/api';
import {
  deleteFoldersBodySchema, deletedFoldersSchema, folderListSchema, listFoldersQuerySchema, saveFolderBodySchema,
} from '#core/api';
import { api } from '#core/api';
import { ok } from '#server/http/envelope';
import { fileActor } from './file-access';
import { deleteFolders, saveFolder } from './folder-changes';
import { listFolders } from './folder-list';

const tags = ['filefolder'];
const who = 'signed in; changes by the folder owner, administrators and FileManage';

/** One folder tree per company: anyone signed in sees it and adds folders; owners and managers change them. */
export function folderRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.folderList, {
    schema: { tags, summary: `The folder tree, flat with parents first, or the children of parentId (${who})`, querystring: listFoldersQuerySchema, response: { 200: successSchema(folderListSchema) } },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok(await listFolders(db, user, managesAll, req.query));
  });

  app.post(api.folderUpdate, {
    schema: { tags, summary: `Create (no id), rename or move a folder; never under itself (${who})`, body: saveFolderBodySchema, response: { 200: successSchema(z.object({ id: z.number().int() })) } },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok({ id: await saveFolder(db, req, user, managesAll, req.body) });
  });

  app.delete(api.folderDelete, {
    schema: { tags, summary: `Delete empty folders (body ids); a folder with files or other folders is refused with 409 (${who})`, body: deleteFoldersBodySchema, response: { 200: successSchema(deletedFoldersSchema) } },
  }, async (req) => {
    const { user, managesAll } = await fileActor(db, req);
    return ok({ deleted: await deleteFolders(db, req, user, managesAll, req.body.ids) });
  });
}
