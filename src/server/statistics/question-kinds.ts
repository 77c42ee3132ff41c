import type { chartKinds } from '#core/api';
import type { ElementKind, FormElement } from '#core/forms';
import { allElements, type FormDesign } from '#core/forms';

export type ChartKind = (typeof chartKinds)[number];

/** How each answerable kind is drawn; display-only kinds are no question (null). */
const chartByKind: Record<ElementKind, ChartKind | null> = {
  radio: 'choice', dropdown: 'choice', checkbox: 'choice', boolean: 'choice',
  radioGrid: 'grid', checkboxGrid: 'grid',
  number: 'numeric', decimal: 'numeric', rating: 'numeric', linearScale: 'numeric',
  address: 'province',
  text: 'text', email: 'text', phone: 'text', nationalId: 'text', date: 'text', datetime: 'text',
  attachment: 'files',
  table: 'cells', grid: 'cells',
  title: null, quote: null, image: null, video: null,
};

export const chartOf = (kind: ElementKind): ChartKind | null => chartByKind[kind];

export interface Question {
  element: FormElement;
  chart: ChartKind;
}

/** The answerable questions of the design in design order, or only those listed. */
export function questionsOf(design: FormDesign, elementIds?: readonly string[]): Question[] {
  const wanted = elementIds ? new Set(elementIds) : null;
  return allElements(design).flatMap((element) => {
    const chart = chartOf(element.kind);
    return chart && (!wanted || wanted.has(element.id)) ? [{ element, chart }] : [];
  });
}

/** The points of a rating (1..max, default 5) or a linear scale (min..max by step, default 1..5). */
export function scalePoints(element: FormElement): number[] {
  const rating = element.kind === 'rating';
  const low = rating ? 1 : Math.round(element.min ?? 1);
  const high = Math.round(element.max ?? 5);
  const step = rating ? 1 : Math.max(1, Math.round(element.step ?? 1));
  const points: number[] = [];
  for (let point = low; point <= high && points.length < 1000; point += step) points.push(point);
  return points;
}

/** Kinds whose numbers are drawn one bar per point rather than in equal bins. */
export const isScale = (element: FormElement) => element.kind === 'rating' || element.kind === 'linearScale';
