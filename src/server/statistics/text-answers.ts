import { and, count, desc, eq } from 'drizzle-orm';
import type { TextAnswerList } from '#core/api';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { answers, responses } from '#server/db/schema/index';
import { titleContains } from '#server/forms/title-search';
import { validationError } from '#server/http/api-error';
import { answeredAtSql } from './answer-filter';
import { isoSql } from './iso-time';
import { questionsOf } from './question-kinds';
import { removedAmong, removedQuestions } from './removed-questions';

export interface TextAnswersQuery {
  elementId: string;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/** The answers to one question of the design (or one deleted from it, docs/statistics.md), as text, newest first; `search` ignores case and accents. */
export async function textAnswers(db: Db, formId: number, design: FormDesign, query: TextAnswersQuery): Promise<TextAnswerList> {
  // only whether the question exists: the language of its texts does not matter here
  const known = questionsOf(design, [query.elementId]).length > 0
    || removedAmong(await removedQuestions(db, formId, design, 'vi'), [query.elementId]).length > 0;
  if (!known) throw validationError([{ field: 'elementId', key: 'validation.invalid' }]);
  const search = query.search?.trim();
  const where = and(
    eq(answers.formId, formId), eq(answers.elementId, query.elementId),
    search ? titleContains(answers.valueText, search) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(answers).innerJoin(responses, eq(responses.id, answers.responseId)).where(where),
    db.select({ responseId: answers.responseId, submittedAt: isoSql(answeredAtSql), text: answers.valueText })
      .from(answers).innerJoin(responses, eq(responses.id, answers.responseId)).where(where)
      .orderBy(desc(answeredAtSql), desc(answers.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
  ]);
  return {
    data: rows.map((row) => ({ responseId: row.responseId, submittedAt: row.submittedAt ?? '', text: row.text ?? '' })),
    totalData: total[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
