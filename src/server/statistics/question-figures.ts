import type { AnswerFilters } from '#core/api';
import type { Db } from '#server/db/connect';
import { countResponses } from './answer-scope';
import { type AnsweredAs, bucketAnswered, bucketKeyCounts, bucketNumbers, bucketProvinces, bucketTotal, bucketsAnswer } from './bucket-reads';
import { type ProvinceCount, answeredCounts, answeredProvinces, choiceCounts, gridCounts, provinceCounts } from './choice-counts';
import { answeredNumbers, numericStats } from './numeric-stats';
import type { ChartKind, Question } from './question-kinds';

const idsOf = (questions: readonly Question[], chart: ChartKind) => questions.filter((q) => q.chart === chart).map((q) => q.element.id);
const numericOf = (questions: readonly Question[]) => questions.filter((q) => q.chart === 'numeric').map((q) => q.element);

type Counts = Map<string, Map<string, number>>;
export interface Figures {
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
export async function figuresOf(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[], recount: boolean): Promise<Figures> {
  if (recount || !bucketsAnswer(filters)) return recountFigures(db, formId, filters, questions);
  const chartOfId = new Map(questions.map((q) => [q.element.id, q.chart]));
  const answeredAs = await bucketAnswered(db, formId, filters, [...chartOfId.keys()]);
  const changed = new Set(answeredAs.filter((row) => row.n > 0 && row.chart !== chartOfId.get(row.elementId)).map((row) => row.elementId));
  const counted = bucketFigures(db, formId, filters, questions.filter((q) => !changed.has(q.element.id)), answeredAs.filter((row) => !changed.has(row.elementId)));
  if (changed.size === 0) return counted;
  const [fromBuckets, recounted] = await Promise.all([counted, recountFigures(db, formId, filters, questions.filter((q) => changed.has(q.element.id)))]);
  return merged(fromBuckets, recounted);
}
