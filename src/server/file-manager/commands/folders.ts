import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SaveFolderInput } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { fileFolders, files } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflict, forbidden, validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { canManageFolder, companyFolder, fileManager } from '../policy';

/** True when `parentId` is `id` or lies under it: moving there would make a cycle. */
async function wouldCycle(db: Db, companyId: number, id: number, parentId: number): Promise<boolean> {
  const rows = await db.select({ id: fileFolders.id, parentId: fileFolders.parentId }).from(fileFolders).where(eq(fileFolders.companyId, companyId));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** POST filefolder/update: creates (no id) or renames and moves a folder; the owner of a folder or a manager of all files changes it. */
export async function saveFolder(db: Db, actor: Actor, body: SaveFolderInput): Promise<{ id: number }> {
  const { user, managesAll } = await fileManager(db, actor);
  const id = await db.transaction(async (tx) => {
    if (body.parentId !== null) await companyFolder(tx, user.companyId, body.parentId);
    if (body.id === undefined) {
      const row = oneRow(await tx.insert(fileFolders).values({ companyId: user.companyId, ownerId: user.id, name: body.name, parentId: body.parentId })
        .returning({ id: fileFolders.id }), 'folder');
      await logAction(tx, actor, { type: 'create', title: 'Folder created', entity: 'file-folder', entityId: row.id, newData: { name: body.name, parentId: body.parentId } });
      return row.id;

    }
    const folder = await companyFolder(tx, user.companyId, body.id);
    if (!canManageFolder(user, managesAll, folder)) throw forbidden();
    if (body.parentId !== null && (await wouldCycle(tx, user.companyId, body.id, body.parentId))) {
      throw validationError([{ field: 'parentId', key: 'validation.folderCycle' }]);
    }
    await tx.update(fileFolders).set({ name: body.name, parentId: body.parentId }).where(eq(fileFolders.id, body.id));
    await logAction(tx, actor, {
      type: 'update', title: 'Folder changed', entity: 'file-folder', entityId: body.id,
      oldData: { name: folder.name, parentId: folder.parentId }, newData: { name: body.name, parentId: body.parentId },
    });
    return body.id;
  });
  return { id };
}

/**
 * DELETE filefolder/delete: soft-deletes the folders, all or none. A folder still holding a file,
 * or a sub-folder not deleted with it, is refused (409): files are never moved or lost silently.
 */
export async function deleteFolders(db: Db, actor: Actor, ids: readonly number[]): Promise<{ deleted: number }> {
  const { user, managesAll } = await fileManager(db, actor);
  const unique = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    const folders = [];
    for (const id of unique) folders.push(await companyFolder(tx, user.companyId, id));
    if (folders.some((f) => !canManageFolder(user, managesAll, f))) throw forbidden();
    const [file] = await tx.select({ id: files.id }).from(files).where(and(inArray(files.folderId, unique), isNull(files.deletedAt))).limit(1);
    const children = await tx.select({ id: fileFolders.id }).from(fileFolders).where(and(inArray(fileFolders.parentId, unique), isNull(fileFolders.deletedAt)));
    if (file || children.some((c) => !unique.includes(c.id))) throw conflict({ key: 'error.folderNotEmpty' });
    await tx.update(fileFolders).set({ deletedAt: new Date() }).where(inArray(fileFolders.id, unique));
    for (const f of folders) {
      await logAction(tx, actor, { type: 'delete', title: 'Folder deleted', entity: 'file-folder', entityId: f.id, oldData: { name: f.name, parentId: f.parentId } });
    }
    return unique.length;
  });
  return { deleted };
}
