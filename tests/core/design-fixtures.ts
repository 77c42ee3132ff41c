import { elementSchema, type FormElement, type FormElementInput } from '#core/forms';
import { formDesignSchema, type FormDesign, type FormDesignInput } from '#core/forms';

type ElementSpec = Partial<FormElementInput> & { id: string };

/** A text element unless told otherwise; the title defaults to the id in capitals. */
export function el(spec: ElementSpec): FormElementInput {
  return { kind: 'text', title: spec.id.toUpperCase(), ...spec };
}

/** A parsed element, ready to push into a phase. */
export function element(spec: ElementSpec): FormElement {
  return elementSchema.parse(el(spec));
}

/** A parsed design from phases given as `{ phaseId: [elements] }` plus any other design field. */
export function design(phases: Record<string, ElementSpec[]>, extra: Partial<FormDesignInput> = {}): FormDesign {
  return formDesignSchema.parse({
    title: 'Survey',
    phases: Object.entries(phases).map(([id, elements]) => ({ id, title: `Phase ${id}`, elements: elements.map(el) })),
    ...extra,
  });
}

/** A deep copy to edit freely in a test. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}

export function elementIn(d: FormDesign, id: string) {
  const found = d.phases.flatMap((p) => p.elements).find((e) => e.id === id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
}

export function layout(d: FormDesign): Record<string, string[]> {
  return Object.fromEntries(d.phases.map((p) => [p.id, p.elements.map((e) => e.id)]));
}
