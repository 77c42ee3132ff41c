import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnswerFeed, AnswerFeedQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { responses, users } from '#server/db/schema/index';
import { rowsOf } from '#server/db/rows-of';
import { assertSameHistory, decodeAnswerCursor, encodeAnswerCursor } from './answer-feed-cursor';
import { rowColumns, withAnswers } from './answer-list';

/**
 * Only answers whose storing transaction is older than every transaction still running: those
 * are all committed (or gone), and any later one gets a higher id, so nothing can ever be stored
 * behind a cursor already handed out. A long transaction only delays the feed.
 */
const settled = sql`${responses.storedXid} < pg_snapshot_xmin(pg_current_snapshot())`;

/** The cluster's system identifier: transaction ids mean something only within it. */
async function databaseHistory(db: Db): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select system_identifier::text as id from pg_control_system()`));
  return row?.id ?? '0';
}

/**
 * The form's answers after `cursor`, in (storing transaction, response id) order: each answer comes
 * exactly once however many share a time or arrive while a client pages. A cursor this server did
 * not make, or one of another database history, is a 400.
 */
export async function answerFeed(db: Db, formId: number, query: AnswerFeedQuery): Promise<AnswerFeed> {
  const after = query.cursor === undefined ? null : decodeAnswerCursor(query.cursor);
  const history = await databaseHistory(db);
  if (after) assertSameHistory(after, history);
  const keyset = after ? sql`(${responses.storedXid}, ${responses.id}) > (${after.xid}::xid8, ${after.responseId}::uuid)` : undefined;
  const rows = await db.select({ ...rowColumns, storedXid: responses.storedXid }).from(responses).leftJoin(users, eq(users.id, responses.userId))
    .where(and(eq(responses.formId, formId), settled, keyset))
    .orderBy(asc(responses.storedXid), asc(responses.id)).limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: await withAnswers(db, page),
    nextCursor: last ? encodeAnswerCursor({ history, xid: last.storedXid, responseId: last.id }) : (query.cursor ?? null),
    hasMore: rows.length > query.limit,
  };
}
