import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Folder, ListFoldersQuery } from '#core/api';
import { inTreeOrder } from '#core/tree';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { fileFolders, files, users } from '#server/db/schema/index';
import { displayName } from '#server/forms/form-view';
import { canManageFolder, visibleFiles } from './file-access';

/** The company's folder tree (one tree for everyone), flat and sorted by name; parents come before children. */
export async function listFolders(db: Db, user: UserRow, managesAll: boolean, query: ListFoldersQuery): Promise<Folder[]> {
  const rows = await db.select({
    id: fileFolders.id, parentId: fileFolders.parentId, name: fileFolders.name, ownerId: fileFolders.ownerId,
    ownerName: users.name, ownerUsername: users.username,
  }).from(fileFolders).leftJoin(users, eq(users.id, fileFolders.ownerId))
    .where(and(
      eq(fileFolders.companyId, user.companyId), isNull(fileFolders.deletedAt),
      query.parentId === undefined ? undefined : eq(fileFolders.parentId, query.parentId),
    ))
    .orderBy(asc(fileFolders.name), asc(fileFolders.id));
  const counts = await db.select({ folderId: files.folderId, n: count() }).from(files)
    .where(visibleFiles(user, managesAll)).groupBy(files.folderId);
  const countOf = new Map(counts.map((c) => [c.folderId, c.n]));
  const folders = rows.map((r): Folder => ({
    id: r.id, parentId: r.parentId, name: r.name, fileCount: countOf.get(r.id) ?? 0,
    canManage: canManageFolder(user, managesAll, r),
    ownerName: r.ownerName === null || r.ownerUsername === null ? null : displayName({ name: r.ownerName, username: r.ownerUsername }),
  }));
  return query.parentId === undefined ? inTreeOrder(folders).map(({ item }) => item) : folders;
}
