import type { FormElement } from '#core/forms';
import type { FormDesign, Phase } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { locateElement, type ElementPatch } from './designer-state';

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

function insert<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = [...items];
  copy.splice(Math.max(0, Math.min(index, copy.length)), 0, item);
  return copy;
}

export function mapPhase(design: FormDesign, phaseId: string, change: (phase: Phase) => Phase): FormDesign {
  return { ...design, phases: design.phases.map((p) => (p.id === phaseId ? change(p) : p)) };
}

/** A removed element or option leaves rules pointing nowhere: clear the reference so checkDesign flags it. */
export function forgetReferences(rules: readonly LogicRule[], isGone: (elementId: string, value?: string | number) => boolean): LogicRule[] {
  return rules.map((rule) => ({
    ...rule,
    conditions: rule.conditions.map((c) =>
      isGone(c.elementId) ? { ...c, elementId: '', value: '' } : isGone(c.elementId, c.value) ? { ...c, value: '' } : c),
    actions: rule.actions.map((a) => (a.type === 'show' ? { ...a, elementIds: a.elementIds.map((id) => (isGone(id) ? '' : id)) } : a)),
  }));
}

/** Clears the rules' references to whole elements that are gone. */
export function forgetElements(design: FormDesign, ids: ReadonlySet<string>): FormDesign {
  if (ids.size === 0) return design;
  return { ...design, logic: forgetReferences(design.logic, (id, value) => value === undefined && ids.has(id)) };
}

export function addElement(design: FormDesign, element: FormElement, phaseId: string, index: number): FormDesign {
  return mapPhase(design, phaseId, (p) => ({ ...p, elements: insert(p.elements, index, element) }));
}

export function updateElement(design: FormDesign, id: string, patch: ElementPatch): FormDesign {
  const at = locateElement(design, id);
  if (!at) return design;
  const next = mapPhase(design, at.phase.id, (p) => ({ ...p, elements: p.elements.map((e) => (e.id === id ? { ...e, ...patch } : e)) }));
  if (!patch.options) return next;
  const kept = new Set(patch.options.map((o) => o.id));
  const gone = (elementId: string, value?: string | number) => elementId === id && value !== undefined && value !== '' && !kept.has(String(value));
  return { ...next, logic: forgetReferences(design.logic, gone) };
}

/** One step up or down; past the first or last place of a phase it goes to the neighbouring phase. */
export function moveElementBy(design: FormDesign, id: string, by: -1 | 1): FormDesign {
  const at = locateElement(design, id);
  if (!at) return design;
  const to = at.index + by;
  if (to >= 0 && to < at.phase.elements.length) return mapPhase(design, at.phase.id, (p) => ({ ...p, elements: move(p.elements, at.index, to) }));
  const neighbour = design.phases[at.phaseIndex + by];
  if (!neighbour) return design;
  return moveElementTo(design, id, neighbour.id, by === 1 ? 0 : neighbour.elements.length);
}

/** `index` is the place in the target phase once the element has left its old place. */
export function moveElementTo(design: FormDesign, id: string, phaseId: string, index: number): FormDesign {
  const at = locateElement(design, id);
  const element = at?.phase.elements[at.index];
  if (!at || !element || !design.phases.some((p) => p.id === phaseId)) return design;
  if (at.phase.id === phaseId && at.index === index) return design;
  const without = mapPhase(design, at.phase.id, (p) => ({ ...p, elements: p.elements.filter((e) => e.id !== id) }));
  return addElement(without, element, phaseId, index);
}

export function duplicateElement(design: FormDesign, id: string, copy: FormElement): FormDesign {
  const at = locateElement(design, id);
  return at ? addElement(design, copy, at.phase.id, at.index + 1) : design;
}

export function removeElement(design: FormDesign, id: string): FormDesign {
  const at = locateElement(design, id);
  if (!at) return design;
  const next = mapPhase(design, at.phase.id, (p) => ({ ...p, elements: p.elements.filter((e) => e.id !== id) }));
  return forgetElements(next, new Set([id]));
}
