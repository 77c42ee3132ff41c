import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './connect';
import { rowsOf } from './rows-of';

/** How many migrations this build ships (drizzle-kit's journal beside the SQL files). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many the database has recorded (drizzle's migrators write one row per applied file). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const rows = rowsOf<{ applied: number }>(await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`));
  return rows[0]?.applied ?? 0;
}
