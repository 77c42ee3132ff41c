import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import type { FieldProblem } from '#core/i18n';
import { api } from '#core/api';
import type { Db } from '#server/db/connect';
import { files, news } from '#server/db/schema/index';

const STORAGE_PREFIX = api.storageFile('');

/** The cover must be an image of this company stored by the token flow: its storage URL, nothing else. */
export async function coverProblem(db: Db, companyId: number, cover: string | null): Promise<FieldProblem | null> {
  if (cover === null) return null;
  const key = cover.startsWith(STORAGE_PREFIX) ? cover.slice(STORAGE_PREFIX.length) : '';
  if (!/^[a-z0-9]+\.[a-z0-9]+$/i.test(key)) return { field: 'coverImage', key: 'validation.invalid' };
  const [row] = await db.select({ id: files.id }).from(files)
    .where(and(eq(files.storageKey, key), eq(files.companyId, companyId), isNull(files.deletedAt), like(files.mimeType, 'image/%'))).limit(1);
  return row ? null : { field: 'coverImage', key: 'validation.invalid' };
}

/** Related items: live news of the same company, never the item itself (duplicates are refused by the contract). */
export async function relatedProblem(db: Db, companyId: number, selfId: number | undefined, ids: readonly number[]): Promise<FieldProblem | null> {
  if (selfId !== undefined && ids.includes(selfId)) return { field: 'relatedIds', key: 'validation.newsRelatedSelf' };
  if (ids.length === 0) return null;
  const found = await db.select({ id: news.id }).from(news)
    .where(and(eq(news.companyId, companyId), isNull(news.deletedAt), inArray(news.id, [...ids])));
  return found.length === ids.length ? null : { field: 'relatedIds', key: 'validation.newsRelatedUnknown' };
}
