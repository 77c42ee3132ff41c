import type { ProvinceCount } from './choice-counts';
import type { numericStats } from './numeric-stats';
import type { ChartKind, Question } from './question-kinds';

type Counts = Map<string, Map<string, number>>;

/** Every figure of the statistics of some questions, however they were counted. */
export interface Figures {
  total: number;
  answered: Map<string, number>;
  choices: Counts;
  grids: Counts;
  provinces: Map<string, ProvinceCount[]>;
  numbers: Awaited<ReturnType<typeof numericStats>>;
}

export const idsOf = (questions: readonly Question[], chart: ChartKind) => questions.filter((q) => q.chart === chart).map((q) => q.element.id);
export const numericOf = (questions: readonly Question[]) => questions.filter((q) => q.chart === 'numeric').map((q) => q.element);
