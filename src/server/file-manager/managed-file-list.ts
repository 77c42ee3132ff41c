import { and, count, desc, eq } from 'drizzle-orm';
import type { ListManagedFilesQuery, ManagedFile, ManagedFileList } from '#core/api';
import { api } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { files, users } from '#server/db/schema/index';
import { displayName } from '#server/forms/form-view';
import { titleContains } from '#server/forms/title-search';
import { visibleFiles } from './file-access';

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
export async function listManagedFiles(db: Db, user: UserRow, managesAll: boolean, query: ListManagedFilesQuery): Promise<ManagedFileList> {
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
