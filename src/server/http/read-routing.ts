import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, HeavyReads } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';

/**
 * The position in the primary's write-ahead log after this browser's last write (an LSN such as
 * `0/16B3748`): reads wait for no replica that has not replayed that far.
 */
export const WRITE_MARK_COOKIE = 'survey_wrote';
const lsnPattern = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;
/** Long past any healthy replica's lag; a replica further behind serves the person's reads from then on. */
const WRITE_MARK_SECONDS = 10 * 60;
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the heavy reads of a request go (statistics, answer lists, exports). */
export type ReadsFor = (req: FastifyRequest) => Promise<Db>;

/**
 * Without a replica or lane every read goes to the one database. PGlite's background lane and the
 * primary's pool of heavy reads take every heavy read (the same database: nothing to wait for). A replica takes heavy reads,
 * except for a person whose last write (the LSN in their cookie) the replica has not replayed yet:
 * they read the primary until it has, so they always see what they just submitted or saved.
 * A signed-in person's successful write sets the cookie; anonymous respondents cannot read
 * statistics, so the answering hot path pays nothing. Install before @fastify/cookie, whose own
 * onSend hook writes the cookies set by the hooks before it.
 */
export function installReadRouting(app: FastifyInstance, heavyReads: HeavyReads | null): void {
  if (heavyReads?.kind !== 'replica') {
    const reads = heavyReads?.db ?? app.db;
    app.decorate('readsFor', (() => Promise.resolve(reads)) satisfies ReadsFor);
    return;
  }
  const replica = heavyReads.db;
  /** requests that only read (a statistics POST among them): they leave the person's mark as it is */
  const readers = new WeakSet<FastifyRequest>();
  app.decorate('readsFor', (async (req) => {
    readers.add(req);
    const mark = req.cookies[WRITE_MARK_COOKIE];
    if (!mark || !lsnPattern.test(mark)) return replica;
    // null on a server that is not replaying (not a replica after all): the primary then
    const [row] = rowsOf<{ replayed: boolean | null }>(await replica.execute(sql`select pg_last_wal_replay_lsn() >= ${mark}::pg_lsn as replayed`));
    return row?.replayed ? replica : app.db;
  }) satisfies ReadsFor);

  app.addHook('onSend', async (req, reply, payload) => {
    if (readOnlyMethods.has(req.method) || readers.has(req) || !req.user || reply.statusCode >= 400) return payload;
    const [row] = rowsOf<{ lsn: string }>(await app.db.execute(sql`select pg_current_wal_lsn()::text as lsn`));
    if (row) {
      void reply.setCookie(WRITE_MARK_COOKIE, row.lsn, {
        path: '/api', httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https', maxAge: WRITE_MARK_SECONDS,
      });
    }
    return payload;
  });
}
