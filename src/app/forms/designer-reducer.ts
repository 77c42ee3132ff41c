import type { FormElement } from '#core/forms/element.schema';
import type { FormDesign } from '#core/forms/form.schema';
import type { LogicRule } from '#core/logic/rule.schema';
import { elementsOf, initialState, type DesignerAction, type DesignerState } from './designer-state';

function withElements(design: FormDesign, elements: FormElement[]): FormDesign {
  const [first, ...rest] = design.phases;
  return { ...design, phases: [{ ...(first ?? { id: 'main', title: '' }), elements }, ...rest] };
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** A removed element or option leaves rules pointing nowhere: clear the reference so checkDesign flags it. */
function forgetReferences(rules: readonly LogicRule[], isGone: (elementId: string, value?: string | number) => boolean): LogicRule[] {
  return rules.map((rule) => ({
    ...rule,
    conditions: rule.conditions.map((c) =>
      isGone(c.elementId) ? { ...c, elementId: '', value: '' } : isGone(c.elementId, c.value) ? { ...c, value: '' } : c),
    actions: rule.actions.map((a) => (a.type === 'show' ? { ...a, elementIds: a.elementIds.map((id) => (isGone(id) ? '' : id)) } : a)),
  }));
}

function designReducer(design: FormDesign, action: DesignerAction): FormDesign {
  const elements = elementsOf(design);
  switch (action.type) {
    case 'setTitle':
      return { ...design, title: action.title };
    case 'setDescription':
      return { ...design, description: action.description };
    case 'addElement':
      return withElements(design, [...elements, action.element]);
    case 'updateElement': {
      const before = elements.find((e) => e.id === action.id);
      const next = withElements(design, elements.map((e) => (e.id === action.id ? { ...e, ...action.patch } : e)));
      if (!before || !action.patch.options) return next;
      const kept = new Set(action.patch.options.map((o) => o.id));
      const gone = (id: string, value?: string | number) => id === action.id && value !== undefined && value !== '' && !kept.has(String(value));
      return { ...next, logic: forgetReferences(design.logic, gone) };
    }
    case 'moveElement': {
      const from = elements.findIndex((e) => e.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= elements.length) return design;
      return withElements(design, move(elements, from, to));
    }
    case 'removeElement': {
      const next = withElements(design, elements.filter((e) => e.id !== action.id));
      return { ...next, logic: forgetReferences(design.logic, (id, value) => value === undefined && id === action.id) };
    }
    case 'addRule':
      return { ...design, logic: [...design.logic, action.rule] };
    case 'updateRule':
      return { ...design, logic: design.logic.map((r) => (r.id === action.rule.id ? action.rule : r)) };
    case 'removeRule':
      return { ...design, logic: design.logic.filter((r) => r.id !== action.id) };
    default:
      return design;
  }
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'showProblems':
      return { ...state, showProblems: true };
    case 'saved':
      return { ...state, formId: action.formId, baseVersion: action.version, shortUrl: action.shortUrl, status: action.status, dirty: state.design !== action.sent };
    case 'statusChanged':
      return { ...state, status: action.status };
    case 'loaded':
      return initialState(action.form);
    default: {
      const design = designReducer(state.design, action);
      return design === state.design ? state : { ...state, design, dirty: true };
    }
  }
}
