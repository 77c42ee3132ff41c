import type { AnswerFilters, GroupByQuestion, QuestionStatistics } from '#core/api';
import { DEFAULT_LANGUAGE, type Language } from '#core/constants';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { countResponses } from './answer-scope';
import { choiceBuckets, gridRows } from './chart-buckets';
import { type AnsweredAs, bucketAnswered, bucketKeyCounts, bucketNumbers, bucketProvinces, bucketTotal, bucketsAnswer } from './bucket-reads';
import { type ProvinceCount, answeredCounts, answeredProvinces, choiceCounts, gridCounts, provinceCounts } from './choice-counts';
import { answeredNumbers, numericStats } from './numeric-stats';
import { type ChartKind, type Question, chartOf, questionsOf } from './question-kinds';
import { removedAmong, removedQuestions } from './removed-questions';

interface StatisticsQuestion extends Question {
  removedAfterVersion?: number;
}

/** The design's questions, then those deleted from the form whose answers are kept (docs/statistics.md). */
async function questionsWithRemoved(db: Db, formId: number, design: FormDesign, elementIds?: readonly string[]): Promise<StatisticsQuestion[]> {
  const removed = removedAmong(await removedQuestions(db, formId, design), elementIds);
  return [
    ...questionsOf(design, elementIds),
    ...removed.flatMap(({ element, lastVersion }) => {
      const chart = chartOf(element.kind);
      return chart ? [{ element, chart, removedAfterVersion: lastVersion }] : [];
    }),
  ];
}

const idsOf = (questions: readonly Question[], chart: ChartKind) => questions.filter((q) => q.chart === chart).map((q) => q.element.id);
const numericOf = (questions: readonly Question[]) => questions.filter((q) => q.chart === 'numeric').map((q) => q.element);

type Counts = Map<string, Map<string, number>>;
interface Figures {
  total: number;
  answered: Map<string, number>;
  choices: Counts;
  grids: Counts;
  provinces: Map<string, ProvinceCount[]>;
  numbers: Awaited<ReturnType<typeof numericStats>>;
}

/** Every figure recounted from the answers themselves. */
async function recountFigures(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[]): Promise<Figures> {
  const [total, answered, choices, grids, provinces, numbers] = await Promise.all([
    countResponses(db, formId, filters),
    answeredCounts(db, formId, filters, questions.map((q) => q.element.id)),
    choiceCounts(db, formId, filters, idsOf(questions, 'choice')),
    gridCounts(db, formId, filters, idsOf(questions, 'grid')),
    provinceCounts(db, answeredProvinces(formId, filters), idsOf(questions, 'province')),
    numericStats(db, answeredNumbers(formId, filters), numericOf(questions)),
  ]);
  return { total, answered, choices, grids, provinces, numbers };
}

/** Every figure from the per-question buckets kept as answers arrive (bucket-rows.ts); `answeredAs` read from them already. */
async function bucketFigures(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[], answeredAs: readonly AnsweredAs[]): Promise<Figures> {
  const [total, choices, grids, provinces, numbers] = await Promise.all([
    bucketTotal(db, formId, filters),
    bucketKeyCounts(db, formId, filters, 'choice', idsOf(questions, 'choice')),
    bucketKeyCounts(db, formId, filters, 'grid', idsOf(questions, 'grid')),
    provinceCounts(db, bucketProvinces(formId, filters), idsOf(questions, 'province')),
    numericStats(db, bucketNumbers(formId, filters), numericOf(questions)),
  ]);
  return { total, answered: new Map(answeredAs.map((row) => [row.elementId, row.n])), choices, grids, provinces, numbers };
}

const merged = (a: Figures, b: Figures): Figures => ({
  total: a.total,
  answered: new Map([...a.answered, ...b.answered]),
  choices: new Map([...a.choices, ...b.choices]),
  grids: new Map([...a.grids, ...b.grids]),
  provinces: new Map([...a.provinces, ...b.provinces]),
  numbers: new Map([...a.numbers, ...b.numbers]),
});

/**
 * The figures from the buckets when they give the recount's figures, else from the answers: a
 * filter the buckets have no key for recounts everything; a question counted as another chart when
 * answered (its kind changed between versions) is recounted alone.
 */
async function figuresOf(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[], recount: boolean): Promise<Figures> {
  if (recount || !bucketsAnswer(filters)) return recountFigures(db, formId, filters, questions);
  const chartOfId = new Map(questions.map((q) => [q.element.id, q.chart]));
  const answeredAs = await bucketAnswered(db, formId, filters, [...chartOfId.keys()]);
  const changed = new Set(answeredAs.filter((row) => row.n > 0 && row.chart !== chartOfId.get(row.elementId)).map((row) => row.elementId));
  const counted = bucketFigures(db, formId, filters, questions.filter((q) => !changed.has(q.element.id)), answeredAs.filter((row) => !changed.has(row.elementId)));
  if (changed.size === 0) return counted;
  const [fromBuckets, recounted] = await Promise.all([counted, recountFigures(db, formId, filters, questions.filter((q) => changed.has(q.element.id)))]);
  return merged(fromBuckets, recounted);
}

/**
 * The statistics of every answerable question of the form (or the listed ones) over the responses
 * the filters keep: from the buckets when they can answer, else recounted from the answers with a
 * handful of GROUP BY queries, one per kind of chart, whatever the question count. `recount`
 * forces the latter (the tests compare both).
 */
export async function groupByQuestion(
  db: Db,
  formId: number,
  design: FormDesign,
  filters: AnswerFilters,
  elementIds?: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
  recount = false,
): Promise<GroupByQuestion> {
  const questions = await questionsWithRemoved(db, formId, design, elementIds);
  const { total, answered, choices, grids, provinces, numbers } = await figuresOf(db, formId, filters, questions, recount);
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
