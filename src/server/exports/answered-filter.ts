import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { answers, responses } from '#server/db/schema/index';

/** The responses of a form that hold an answer to `elementId` (answers are stored only when given). */
export const answeredWhere = (formId: number, elementId: string): SQL =>
  and(
    eq(responses.formId, formId),
    sql`exists (select 1 from ${answers} where ${answers.responseId} = ${responses.id} and ${answers.elementId} = ${elementId})`,
  ) ?? sql`false`;

export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(responses).where(where);
  return row?.n ?? 0;
}
