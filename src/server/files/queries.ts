import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { files } from '#server/db/schema/index';

export type FileRow = typeof files.$inferSelect;

/** The stored file of a storage key, unless deleted. */
export async function storedFileByKey(db: Db, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.storageKey, key), isNull(files.deletedAt))).limit(1);
  return row;
}
