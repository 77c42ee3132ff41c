import type { AnswerFilters, GroupByQuestion, QuestionStatistics } from '#core/api';
import { DEFAULT_LANGUAGE, type Language } from '#core/constants';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { choiceBuckets, gridRows } from './chart-buckets';
import { type Counting, figuresOf } from './question-figures';
import { type Question, chartOf, questionsOf } from './question-kinds';
import { removedAmong, removedQuestions } from './removed-questions';

interface StatisticsQuestion extends Question {
  removedAfterVersion?: number;
}

/** The design's questions, then those deleted from the form whose answers are kept (docs/statistics.md). */
async function questionsWithRemoved(db: Db, formId: number, design: FormDesign, language: Language, elementIds?: readonly string[]): Promise<StatisticsQuestion[]> {
  const removed = removedAmong(await removedQuestions(db, formId, design, language), elementIds);
  return [
    ...questionsOf(design, elementIds),
    ...removed.flatMap(({ element, lastVersion }) => {
      const chart = chartOf(element.kind);
      return chart ? [{ element, chart, removedAfterVersion: lastVersion }] : [];
    }),
  ];
}

/**
 * The statistics of every answerable question of the form (or the listed ones) over the responses
 * the filters keep: from the buckets when they can answer, else recounted from the answers in one
 * read of them whatever the question count (recount.ts; in chunks on PGlite). `counting` forces
 * one way (the tests compare them).
 */
export async function groupByQuestion(
  db: Db,
  formId: number,
  design: FormDesign,
  filters: AnswerFilters,
  elementIds?: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
  counting: Counting = 'auto',
): Promise<GroupByQuestion> {
  const questions = await questionsWithRemoved(db, formId, design, language, elementIds);
  const { total, answered, choices, grids, provinces, numbers } = await figuresOf(db, formId, filters, questions, counting);
  return {
    total,
    questions: questions.map(({ element, chart, removedAfterVersion }): QuestionStatistics => {
      const n = answered.get(element.id) ?? 0;
      return {
        elementId: element.id,
        title: element.title,
        kind: element.kind,
        chart,
        answered: n,
        skipped: Math.max(0, total - n),
        buckets: chart === 'choice'
          ? choiceBuckets(element, language, choices.get(element.id))
          : (provinces.get(element.id) ?? []).map((p) => ({ key: p.code, label: p.name, count: p.count })),
        grid: chart === 'grid' ? gridRows(element, grids.get(element.id)) : [],
        numeric: numbers.get(element.id) ?? null,
        ...(removedAfterVersion === undefined ? {} : { removedAfterVersion }),
      };
    }),
  };
}
