import type { QuestionStatistics } from '#core/api';

/** The share of questions answered, averaged over the questions that had responses to count; null with none. */
export function averageCompletion(questions: readonly Pick<QuestionStatistics, 'answered' | 'skipped'>[]): number | null {
  const shares = questions.filter((q) => q.answered + q.skipped > 0).map((q) => q.answered / (q.answered + q.skipped));
  return shares.length === 0 ? null : shares.reduce((sum, s) => sum + s, 0) / shares.length;
}
