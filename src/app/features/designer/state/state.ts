import type { FormAccess } from '#core/forms';
import type { FormElement } from '#core/forms';
import { allElements, type FormDesign, type FormDetail, type FormSettings, type FormStatusValue, type PageCover, type Phase } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { type RichText, asRichText } from '#core/rich-text';

/**
 * The designer's whole state. `design` is exactly core's FormDesign, so save, validation (checkDesign)
 * and the server see the same document; the rest is what the editing session needs around it.
 */
export interface DesignerState {
  design: FormDesign;
  /** null until the first save creates the form */
  formId: number | null;
  /** the server version this edit started from: sent as baseVersion, 409 on mismatch */
  baseVersion: number | null;
  shortUrl: string | null;
  status: FormStatusValue | null;
  /** what the current user may do: a viewer sees everything read-only */
  access: FormAccess;
  /** changed since the last save or load */
  dirty: boolean;
  /** problems are shown once the author tried to save (or touched a field) */
  showProblems: boolean;
  /** the element whose full editor is open */
  selectedId: string | null;
}

export type ElementPatch = Partial<Omit<FormElement, 'id' | 'kind'>>;
export type PhasePatch = Partial<Pick<Phase, 'title' | 'description' | 'translations'>>;
export type CoverPage = 'welcome' | 'thankYou';

export type DesignerAction =
  | { type: 'setTitle'; title: string }
  | { type: 'setDescription'; description: RichText }
  | { type: 'setTranslations'; translations: FormDesign['translations'] }
  | { type: 'addPhase'; id: string; index?: number }
  | { type: 'updatePhase'; id: string; patch: PhasePatch }
  | { type: 'movePhase'; id: string; by: -1 | 1 }
  | { type: 'movePhaseTo'; id: string; index: number }
  | { type: 'removePhase'; id: string }
  /** into `phaseId` at `index`; without them, after the selected element (or at the end of the last phase) */
  | { type: 'addElement'; element: FormElement; phaseId?: string; index?: number }
  | { type: 'updateElement'; id: string; patch: ElementPatch }
  | { type: 'moveElement'; id: string; by: -1 | 1 }
  | { type: 'moveElementTo'; id: string; phaseId: string; index: number }
  /** `copy` is made by copyElement (new ids); it goes right after the original */
  | { type: 'duplicateElement'; id: string; copy: FormElement }
  | { type: 'removeElement'; id: string }
  /** puts back a design kept before a removal (undo) */
  | { type: 'undo'; design: FormDesign }
  | { type: 'select'; id: string | null }
  | { type: 'setSettings'; patch: Partial<FormSettings> }
  /** null turns the page off */
  | { type: 'setCover'; page: CoverPage; patch: Partial<PageCover> | null }
  | { type: 'addRule'; rule: LogicRule }
  | { type: 'updateRule'; rule: LogicRule }
  | { type: 'removeRule'; id: string }
  | { type: 'showProblems' }
  /** `sent` is the design the save sent; `design` is the server's answer (with the assigned cell ids) */
  | { type: 'saved'; formId: number; version: number; shortUrl: string; status: FormStatusValue; sent: FormDesign; design: FormDesign }
  | { type: 'statusChanged'; status: FormStatusValue }
  /** an offline draft kept on this device replaces the loaded design */
  | { type: 'restoreDraft'; design: FormDesign; baseVersion: number | null }
  /** the outcome of merging a conflict, to be saved against the server's version */
  | { type: 'resolved'; design: FormDesign; baseVersion: number }
  | { type: 'loaded'; form: FormDetail };

export function emptySettings(): FormSettings {
  return {
    answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false,
    requireCaptcha: false, verification: 'none', inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null,
  };
}

export function emptyDesign(): FormDesign {
  return { title: '', description: asRichText(''), phases: [{ id: 'main', title: '', elements: [] }], logic: [], settings: emptySettings() };
}

export function initialState(form?: FormDetail): DesignerState {
  const session = { dirty: false, showProblems: false, selectedId: null };
  if (!form) return { design: emptyDesign(), formId: null, baseVersion: null, shortUrl: null, status: null, access: 'owner', ...session };
  return { design: form.design, formId: form.id, baseVersion: form.version, shortUrl: form.shortUrl, status: form.status, access: form.access, ...session };
}

/** Every element of the form, phase after phase (logic and numbering see them all). */
export function elementsOf(design: FormDesign): FormElement[] {
  return allElements(design);
}

/** Where an element is: its phase and index there. */
export function locateElement(design: FormDesign, id: string): { phase: Phase; phaseIndex: number; index: number } | null {
  for (const [phaseIndex, phase] of design.phases.entries()) {
    const index = phase.elements.findIndex((e) => e.id === id);
    if (index >= 0) return { phase, phaseIndex, index };
  }
  return null;
}
