import type { Language } from '#core/constants';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerDetail, AnswerFilters, AnswerList, AnswerRow } from '#core/api';
import { type AddressPlace, type Answers, type AnswerValue, addressPlace, placeKey } from '#core/answers';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { answers, responses, users } from '#server/db/schema/index';
import { lookUpPlaceNames } from '#server/localities/place-names';
import { notFound } from '#server/http/api-error';
import { answerFilterSql, answeredAtSql } from './answer-filter';
import { removedQuestions } from './removed-questions';

export interface AnswerPage {
  sort: 'submittedAt' | '-submittedAt';
  page: number;
  pageSize: number;
}

export const rowColumns = {
  id: responses.id, formId: responses.formId, formVersion: responses.formVersion,
  submittedAt: responses.submittedAt, receivedAt: responses.receivedAt,
  verifiedEmail: responses.verifiedEmail, verifiedPhone: responses.verifiedPhone,
  userId: users.id, name: users.name, username: users.username, email: users.email,
};

export type StoredRow = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null };

/** As text: drizzle's jsonb mapping on PGlite parses a second time and turns the string "0123" into a number. */
const jsonText = sql<string>`${answers.value}::text`;

const selectRows = (db: Db) => db.select(rowColumns).from(responses).leftJoin(users, eq(users.id, responses.userId));

export async function withAnswers(db: Db, rows: readonly StoredRow[]): Promise<AnswerRow[]> {
  const ids = rows.map((row) => row.id as string);
  const stored = ids.length === 0 ? [] : await db.select({ responseId: answers.responseId, elementId: answers.elementId, value: jsonText })
    .from(answers).where(inArray(answers.responseId, ids));
  const byResponse = new Map<string, Answers>(ids.map((id) => [id, {}]));
  for (const answer of stored) {
    const map = byResponse.get(answer.responseId);
    if (map) map[answer.elementId] = JSON.parse(answer.value) as AnswerValue;
  }
  const places = await placeNames(db, [...byResponse.values()]);
  return rows.map((row) => {
    const received = row.receivedAt as Date;
    const answered = row.submittedAt && row.submittedAt < received ? row.submittedAt : received;
    return {
      responseId: row.id as string,
      formId: row.formId as number,
      formVersion: row.formVersion as number,
      submittedAt: answered.toISOString(),
      receivedAt: received.toISOString(),
      respondent: row.userId === null ? null : { userId: row.userId, name: row.name ?? '', username: row.username ?? '', email: row.email },
      verifiedEmail: row.verifiedEmail,
      verifiedPhone: row.verifiedPhone,
      answers: byResponse.get(row.id as string) ?? {},
      places: placesOf(byResponse.get(row.id as string) ?? {}, places),
    };
  });
}

/** The places of a response's address answers (only address answers are keyed by these words). */
const placesIn = (stored: Answers): AddressPlace[] =>
  Object.values(stored).flatMap((value) => addressPlace(value) ?? []);

const placeNames = (db: Db, stored: readonly Answers[]): Promise<Map<string, string>> =>
  lookUpPlaceNames(db, stored.flatMap(placesIn));

/** placeKey (list:code) → name, each code named in the list its answer was given in. */
function placesOf(stored: Answers, names: ReadonlyMap<string, string>): Record<string, string> | undefined {
  const known = placesIn(stored).flatMap((place) => place.codes.flatMap((code) => {
    const key = placeKey(place.list, code);
    const name = names.get(key);
    return name === undefined ? [] : [[key, name] as const];
  }));
  return known.length === 0 ? undefined : Object.fromEntries(known);
}

/** One page of the responses the filters keep, sorted by when they were answered. */
export async function listAnswers(db: Db, formId: number, filters: AnswerFilters, paging: AnswerPage): Promise<AnswerList> {
  const where = answerFilterSql(formId, filters);
  const order = paging.sort === 'submittedAt' ? [asc(answeredAtSql), asc(responses.id)] : [desc(answeredAtSql), desc(responses.id)];
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(responses).where(where),
    selectRows(db).where(where).orderBy(...order).limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
  ]);
  return { data: await withAnswers(db, rows), totalData: total[0]?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
}

/** One response of the form, with the deleted questions it answered, or 404 (also when it belongs to another form). */
export async function answerDetail(db: Db, formId: number, design: FormDesign, responseId: string, language: Language): Promise<AnswerDetail> {
  const rows = await selectRows(db).where(and(eq(responses.formId, formId), eq(responses.id, responseId))).limit(1);
  const [row] = await withAnswers(db, rows);
  if (!row) throw notFound();
  const removed = await removedQuestions(db, formId, design, language);
  return { ...row, removedQuestions: removed.filter((q) => row.answers[q.element.id] !== undefined) };
}
