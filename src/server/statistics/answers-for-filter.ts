import type { AnswerCondition, AnswersForFilter, QuestionStatistics } from '#core/api';
import type { Language } from '#core/constants';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { groupByQuestion } from './group-by-question';
import type { ChartKind } from './question-kinds';

type Op = AnswerCondition['op'];

const opsByChart: Record<ChartKind, Op[]> = {
  choice: ['eq'],
  grid: [],
  numeric: ['eq', 'gte', 'lte'],
  text: ['eq', 'contains'],
  province: ['eq'],
  files: ['contains'],
  cells: ['contains'],
};

function choicesOf(question: QuestionStatistics) {
  if (question.chart === 'numeric' && (question.kind === 'rating' || question.kind === 'linearScale')) {
    return (question.numeric?.histogram ?? []).map((bin) => ({ value: String(bin.from), label: String(bin.from), count: bin.count }));
  }
  return question.buckets.map((bucket) => ({ value: bucket.key, label: bucket.label, count: bucket.count }));
}

/** What the answer table can filter each question by, with how many responses hold each choice. */
export async function answersForFilter(db: Db, formId: number, design: FormDesign, language: Language): Promise<AnswersForFilter> {
  const statistics = await groupByQuestion(db, formId, design, { where: [] }, undefined, language);
  return {
    total: statistics.total,
    questions: statistics.questions.map((question) => ({
      elementId: question.elementId,
      title: question.title,
      kind: question.kind,
      ops: opsByChart[question.chart],
      choices: choicesOf(question),
      ...(question.removedAfterVersion === undefined ? {} : { removedAfterVersion: question.removedAfterVersion }),
    })),
  };
}
