import type { FormElement } from '#core/forms/element.schema';
import type { FormDesign, FormDetail, FormStatusValue } from '#core/forms/form.schema';
import type { LogicRule } from '#core/logic/rule.schema';

/**
 * The designer's whole state. `design` is exactly core's FormDesign, so save, validation (checkDesign)
 * and the server see the same document; the rest is what the editing session needs around it.
 * Elements live in the first phase for now; phases and tabs add a phase cursor here later.
 */
export interface DesignerState {
  design: FormDesign;
  /** null until the first save creates the form */
  formId: number | null;
  /** the server version this edit started from: sent as baseVersion, 409 on mismatch */
  baseVersion: number | null;
  shortUrl: string | null;
  status: FormStatusValue | null;
  /** changed since the last save or load */
  dirty: boolean;
  /** problems are shown once the author tried to save (or touched a field) */
  showProblems: boolean;
}

export type ElementPatch = Partial<Omit<FormElement, 'id' | 'kind'>>;

export type DesignerAction =
  | { type: 'setTitle'; title: string }
  | { type: 'setDescription'; description: string }
  | { type: 'addElement'; element: FormElement }
  | { type: 'updateElement'; id: string; patch: ElementPatch }
  | { type: 'moveElement'; id: string; by: -1 | 1 }
  | { type: 'removeElement'; id: string }
  | { type: 'addRule'; rule: LogicRule }
  | { type: 'updateRule'; rule: LogicRule }
  | { type: 'removeRule'; id: string }
  | { type: 'showProblems' }
  | { type: 'saved'; formId: number; version: number; shortUrl: string; status: FormStatusValue; sent: FormDesign }
  | { type: 'statusChanged'; status: FormStatusValue }
  | { type: 'loaded'; form: FormDetail };

export function emptyDesign(): FormDesign {
  return {
    title: '',
    description: '',
    phases: [{ id: 'main', title: '', elements: [] }],
    logic: [],
    settings: {
      answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false,
      requireCaptcha: false, inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null,
    },
  };
}

export function initialState(form?: FormDetail): DesignerState {
  if (!form) {
    return { design: emptyDesign(), formId: null, baseVersion: null, shortUrl: null, status: null, dirty: false, showProblems: false };
  }
  return {
    design: form.design,
    formId: form.id,
    baseVersion: form.version,
    shortUrl: form.shortUrl,
    status: form.status,
    dirty: false,
    showProblems: false,
  };
}

/** The elements being edited (the first phase's). */
export function elementsOf(design: FormDesign): FormElement[] {
  return design.phases[0]?.elements ?? [];
}
