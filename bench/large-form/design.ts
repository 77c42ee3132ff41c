import type { FormDesignInput, FormElementInput } from '#core/forms';
import { type BenchElement, generateForm } from '../logic/generate-form';

/** A page holds at most 500 elements and a form at most 500 rules (src/core/forms/form.schema.ts). */
export const PAGE_SIZE = 500;
export const MAX_RULES = 500;

const options = [1, 2, 3, 4].map((n) => ({ id: `o${n}`, label: `Lựa chọn ${n}` }));

export const questionTitle = (id: string) => `Câu hỏi ${id.slice(1)}`;

function element(bench: BenchElement): FormElementInput {
  const title = questionTitle(bench.id);
  switch (bench.kind) {
    case 'number': return { id: bench.id, kind: 'number', title, required: false };
    case 'radio': return { id: bench.id, kind: 'radio', title, required: false, options };
    case 'checkbox': return { id: bench.id, kind: 'checkbox', title, required: false, options };
    case 'text': return { id: bench.id, kind: 'text', title, required: false };
  }
}

/**
 * The logic benchmark's 1,000-element form (bench/logic/generate-form.ts, same seed) as a form
 * that can be published: two pages of 500, and its first MAX_RULES rules' worth of logic (the
 * generator with MAX_RULES rules), since a form holds at most 500.
 */
export function largeFormDesign(elementCount = 1000): { design: FormDesignInput; elements: BenchElement[] } {
  const { elements, rules } = generateForm(elementCount, MAX_RULES);
  const phases = [];
  for (let start = 0; start < elements.length; start += PAGE_SIZE) {
    phases.push({ id: `p${phases.length + 1}`, title: `Trang ${phases.length + 1}`, elements: elements.slice(start, start + PAGE_SIZE).map(element) });
  }
  return { design: { title: `Biểu mẫu 1.000 câu (${Date.now()})`, phases, logic: rules }, elements };
}
