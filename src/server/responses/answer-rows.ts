import { type AnswerValue, type Answers, isFileList, isKeyedAnswer } from '#core/answers';
import { parseDecimal } from '#core/answers';
import { type FormDesign, allElements } from '#core/forms';
import { type ChartKind, chartOf } from '#server/statistics/question-kinds';
import type { AnswerInsert } from './insert-responses';

const chartsByDesign = new WeakMap<FormDesign, Map<string, ChartKind | null>>();

/** How the statistics draw each element of this design (designs are cached objects: computed once each). */
function chartsOf(design: FormDesign): Map<string, ChartKind | null> {
  let charts = chartsByDesign.get(design);
  if (!charts) {
    charts = new Map(allElements(design).map((element) => [element.id, chartOf(element.kind)]));
    chartsByDesign.set(design, charts);
  }
  return charts;
}

/** The answer as one text for SQL: option ids one per line, file names, keyed parts as JSON. */
function answerText(value: AnswerValue): string | null {
  if (value === null) return null;
  if (isFileList(value)) return value.map((file) => file.name).join('\n');
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join('\n');
  if (isKeyedAnswer(value)) return JSON.stringify(value);
  return String(value);
}

/**
 * value keeps the answer as given; value_text / value_number are the forms SQL aggregates over;
 * chart is how the statistics count it, from the design it was answered in.
 */
export function answerRows(responseId: string, formId: number, accepted: Answers, design: FormDesign): AnswerInsert[] {
  const charts = chartsOf(design);
  return Object.entries(accepted).map(([elementId, value]) => ({
    response_id: responseId,
    form_id: formId,
    element_id: elementId,
    value,
    value_text: answerText(value),
    value_number: parseDecimal(value),
    chart: charts.get(elementId) ?? null,
  }));
}
