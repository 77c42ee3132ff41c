import { type SQL, and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { allOf } from '#server/db/all-of';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { fileFolders, files } from '#server/db/schema/index';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { type Actor, signedInUser } from '#server/domain/actor';
import { forbidden, notFound } from '#server/domain/domain-error';

export const FILE_PERMISSION = 'FileManage';

/** Administrators, system users and FileManage holders manage every file and folder of the company. */
async function managesAllFiles(db: Db, user: UserRow): Promise<boolean> {
  return actsAsOwner(user) || (await holdsPermission(db, user, FILE_PERMISSION));
}

/** The signed-in user and whether they manage every file of the company. */
export interface FileManager { user: UserRow; managesAll: boolean }

/** The actor as the file manager sees them: signed in (else 401), and whether they manage all files. */
export async function fileManager(db: Db, actor: Actor): Promise<FileManager> {
  const user = signedInUser(actor);
  return { user, managesAll: await managesAllFiles(db, user) };
}

/** Files of the file manager (placed in a folder) this user sees: own ones, shared ones, or all for a manager. */
export function visibleFiles(user: UserRow, managesAll: boolean): SQL {
  return allOf(
    eq(files.companyId, user.companyId), isNull(files.deletedAt), isNotNull(files.folderId),
    managesAll ? undefined : or(eq(files.ownerId, user.id), eq(files.isShare, true)),
  );

}

export type FileRow = typeof files.$inferSelect;

/**
 * A file the user may change: 404 when it is not of the company (or not visible to them), 403 when
 * they see it (shared) but neither own it nor manage all files.
 */
export async function manageableFile(db: Db, user: UserRow, managesAll: boolean, id: number): Promise<FileRow> {
  const [row] = await db.select().from(files)
    .where(and(eq(files.id, id), eq(files.companyId, user.companyId), isNull(files.deletedAt))).for('update');
  if (!row) throw notFound();
  if (managesAll || row.ownerId === user.id) return row;
  if (row.isShare && row.folderId !== null) throw forbidden();
  throw notFound();
}

export type FolderRow = typeof fileFolders.$inferSelect;

/** A live folder of the user's company, else 404. */
export async function companyFolder(db: Db, companyId: number, id: number): Promise<FolderRow> {
  const [row] = await db.select().from(fileFolders)
    .where(and(eq(fileFolders.id, id), eq(fileFolders.companyId, companyId), isNull(fileFolders.deletedAt)));
  if (!row) throw notFound();
  return row;
}

export const canManageFolder = (user: UserRow, managesAll: boolean, folder: Pick<FolderRow, 'ownerId'>) =>
  managesAll || folder.ownerId === user.id;
