import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { postmasterCpuMeter } from './process-cpu';

/** postmasterCpuMeter of the server `db` is connected to (null: not local, or PGlite, which runs in this process). */
export async function databaseCpuMeter(db: Db): Promise<(() => number) | null> {
  const [row] = rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`));
  return row ? postmasterCpuMeter(row.pid) : null;
}
