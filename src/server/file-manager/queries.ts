import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Folder, ListFoldersQuery, ListManagedFilesQuery, ManagedFile, ManagedFileList } from '#core/api';
import { inTreeOrder } from '#core/tree';
import { api } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { fileFolders, files, users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { displayName } from '#server/forms/form-view';
import { titleContains } from '#server/forms/title-search';
import { canManageFolder, fileManager, visibleFiles } from './policy';

export function selectManagedFiles(db: Db, where: ReturnType<typeof and>) {
  return db.select({
    id: files.id, name: files.name, storageKey: files.storageKey, mimeType: files.mimeType, size: files.size, isShare: files.isShare,
    folderId: files.folderId, ownerId: files.ownerId, createdAt: files.createdAt, ownerName: users.name, ownerUsername: users.username,
  }).from(files).leftJoin(users, eq(users.id, files.ownerId)).where(where);
}

type Row = Awaited<ReturnType<typeof selectManagedFiles>>[number];

export function toManagedFile(r: Row, user: UserRow, managesAll: boolean): ManagedFile {
  return {
    id: r.id, name: r.name, url: api.storageFile(r.storageKey), mimeType: r.mimeType, size: r.size, isShare: r.isShare,
    folderId: r.folderId, createdAt: r.createdAt.toISOString(), canManage: managesAll || r.ownerId === user.id,
    ownerName: r.ownerName === null || r.ownerUsername === null ? null : displayName({ name: r.ownerName, username: r.ownerUsername }),
  };
}

/** One page of the files the user sees, newest first; `totalData` counts every match. */
export async function listManagedFiles(db: Db, actor: Actor, query: ListManagedFilesQuery): Promise<ManagedFileList> {
  const { user, managesAll } = await fileManager(db, actor);
  const where = and(
    visibleFiles(user, managesAll),
    query.folderId === undefined ? undefined : eq(files.folderId, query.folderId),
    query.search ? titleContains(files.name, query.search) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(files).where(where);
  const rows = await selectManagedFiles(db, where).orderBy(desc(files.createdAt), desc(files.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: rows.map((r) => toManagedFile(r, user, managesAll)), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The company's folder tree (one tree for everyone), flat and sorted by name; parents come before children. */
export async function listFolders(db: Db, actor: Actor, query: ListFoldersQuery): Promise<Folder[]> {
  const { user, managesAll } = await fileManager(db, actor);
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
