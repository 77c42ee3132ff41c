import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '#server/db/connect';
import { appliedMigrationCount, expectedMigrationCount } from '#server/db/migration-state';
import { companies, users } from '#server/db/schema/index';
import { bootstrap } from '#server/system/bootstrap';
import { ADMIN_PASSWORD } from './helpers';
import { scratchDatabase } from '../support/scratch-database';

const server = process.env.DATABASE_URL;

// Only on a PostgreSQL server (CI's second API run sets DATABASE_URL): PGlite belongs to one process.
describe.skipIf(!server)('migrations and first-start bootstrap under the startup lock', { timeout: 120_000 }, () => {
  it('three processes started together on an empty database all come up, with one company and one administrator', async () => {
    const fresh = await scratchDatabase(server ?? '', 'survey_test');
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => connectDatabase(
        { kind: 'postgres', url: fresh.url, max: 3 },
        async (db) => { await bootstrap(db, { adminPassword: ADMIN_PASSWORD, companyName: 'Together' }); },
      )));
      const failures = started.filter((s) => s.status === 'rejected').map((s) => String(s.reason));
      const databases = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(failures).toEqual([]);
        const { db } = databases[0]!;
        expect(await db.select({ n: count() }).from(companies)).toEqual([{ n: 1 }]);
        expect(await db.select({ n: count() }).from(users).where(eq(users.username, 'admin'))).toEqual([{ n: 1 }]);
        expect(await appliedMigrationCount(db)).toBe(expectedMigrationCount());
      } finally {
        for (const database of databases) await database.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});
