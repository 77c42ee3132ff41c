import type { AnswerFilters } from '#core/api';
import type { Db } from '#server/db/connect';
import { isEmbedded } from '#server/db/is-embedded';
import { filteredScope } from './answer-scope';
import { type AnsweredAs, bucketAnswered, bucketKeyCounts, bucketNumbers, bucketProvinces, bucketTotal, bucketsAnswer } from './bucket-reads';
import { provinceCounts } from './choice-counts';
import { chunkedRecount } from './chunked-recount';
import { type Figures, idsOf, numericOf } from './figures';
import { numericStats } from './numeric-stats';
import type { Question } from './question-kinds';
import { recountFigures } from './recount';

/**
 * How the figures are read. `auto`: from the buckets when they can answer, else recounted (in
 * chunks on PGlite); `recount`: one read of every answer in scope (the tests'
 * reference); `{ chunk }`: recounted in chunks of that many responses, whatever the database.
 */
export type Counting = 'auto' | 'recount' | { chunk: number };

/**
 * The recount `counting` asks for. PGlite runs one statement at a time in the server's thread, so
 * one long recount would hold every submission: there it goes in chunks. PostgreSQL serves other
 * connections meanwhile and the one statement is faster there.
 */
type Recount = (formId: number, filters: AnswerFilters, questions: readonly Question[]) => Promise<Figures>;
function recountFor(db: Db, counting: Counting): Recount {
  if (typeof counting === 'object') return (formId, filters, questions) => chunkedRecount(db, formId, filters, questions, counting.chunk);
  if (counting === 'auto' && isEmbedded(db)) return (formId, filters, questions) => chunkedRecount(db, formId, filters, questions);
  return (formId, filters, questions) => recountFigures(db, filteredScope(formId, filters), questions);
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
export async function figuresOf(db: Db, formId: number, filters: AnswerFilters, questions: readonly Question[], counting: Counting): Promise<Figures> {
  const recount = recountFor(db, counting);
  if (counting !== 'auto' || !bucketsAnswer(filters)) return recount(formId, filters, questions);
  const chartOfId = new Map(questions.map((q) => [q.element.id, q.chart]));
  const answeredAs = await bucketAnswered(db, formId, filters, [...chartOfId.keys()]);
  const changed = new Set(answeredAs.filter((row) => row.n > 0 && row.chart !== chartOfId.get(row.elementId)).map((row) => row.elementId));
  const counted = bucketFigures(db, formId, filters, questions.filter((q) => !changed.has(q.element.id)), answeredAs.filter((row) => !changed.has(row.elementId)));
  if (changed.size === 0) return counted;
  const [fromBuckets, recounted] = await Promise.all([counted, recount(formId, filters, questions.filter((q) => changed.has(q.element.id)))]);
  return merged(fromBuckets, recounted);
}
