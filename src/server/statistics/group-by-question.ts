import type { AnswerFilters, GroupByQuestion, QuestionStatistics } from '#core/api';
import { DEFAULT_LANGUAGE, type Language } from '#core/constants';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { countResponses } from './answer-scope';
import { choiceBuckets, gridRows } from './chart-buckets';
import { answeredCounts, choiceCounts, gridCounts, provinceCounts } from './choice-counts';
import { numericStats } from './numeric-stats';
import { type ChartKind, type Question, chartOf, questionsOf } from './question-kinds';
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

const idsOf = (questions: readonly Question[], chart: ChartKind) => questions.filter((q) => q.chart === chart).map((q) => q.element.id);

/**
 * The statistics of every answerable question of the form (or the listed ones) over the responses
 * the filters keep. A handful of GROUP BY queries, one per kind of chart, whatever the question count.
 */
export async function groupByQuestion(
  db: Db,
  formId: number,
  design: FormDesign,
  filters: AnswerFilters,
  elementIds?: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<GroupByQuestion> {
  const questions = await questionsWithRemoved(db, formId, design, language, elementIds);
  const [total, answered, choices, grids, provinces, numbers] = await Promise.all([
    countResponses(db, formId, filters),
    answeredCounts(db, formId, filters, questions.map((q) => q.element.id)),
    choiceCounts(db, formId, filters, idsOf(questions, 'choice')),
    gridCounts(db, formId, filters, idsOf(questions, 'grid')),
    provinceCounts(db, formId, filters, idsOf(questions, 'province')),
    numericStats(db, formId, filters, questions.filter((q) => q.chart === 'numeric').map((q) => q.element)),
  ]);
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
