import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnswerFeed, AnswerFeedQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { responses, users } from '#server/db/schema/index';
import { decodeAnswerCursor, encodeAnswerCursor } from './answer-feed-cursor';
import { rowColumns, withAnswers } from './answer-list';

/**
 * Only answers whose storing transaction is older than every transaction still running: those
 * are all committed (or gone), and any later one gets a higher id, so nothing can ever be stored
 * behind a cursor already handed out. A long transaction only delays the feed.
 */
const settled = sql`${responses.storedXid} < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * The form's answers after `cursor`, in (storing transaction, response id) order: each answer comes
 * exactly once however many share a time or arrive while a client pages.
 * A cursor this server did not make is a 400.
 */
export async function answerFeed(db: Db, formId: number, query: AnswerFeedQuery): Promise<AnswerFeed> {
  const after = query.cursor === undefined ? null : decodeAnswerCursor(query.cursor);
  const keyset = after ? sql`(${responses.storedXid}, ${responses.id}) > (${after.xid}::xid8, ${after.responseId}::uuid)` : undefined;
  const rows = await db.select({ ...rowColumns, storedXid: responses.storedXid }).from(responses).leftJoin(users, eq(users.id, responses.userId))
    .where(and(eq(responses.formId, formId), settled, keyset))
    .orderBy(asc(responses.storedXid), asc(responses.id)).limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: await withAnswers(db, page),
    nextCursor: last ? encodeAnswerCursor({ xid: last.storedXid, responseId: last.id }) : (query.cursor ?? null),
    hasMore: rows.length > query.limit,
  };
}
