import type { LogicRule } from './rule.schema';
import { elementLabel, movedIds, plainText, sameValue, tolerantDesign } from './design-values';
import type { FormElement } from './element.schema';
import type { DesignChange } from './form-history.schema';
import type { FormDesign, PageCover, Phase } from './form.schema';

/** An element as history records it: the element with where it stood (its phase and 0-based place). */
export type ElementSnapshot = FormElement & { phaseId: string; position: number };
/** A phase as history records it: its own fields and 0-based place, without its elements. */
export interface PhaseSnapshot { id: string; title: string; description?: string; translations?: Phase['translations']; position: number }

interface Keyed<T> { id: string; value: T; label: string }

/** added / edited in `after` order, then deleted in `before` order: the same designs give the same list. */
function diffKeyed<T>(
  target: DesignChange['target'],
  before: readonly Keyed<T>[],
  after: readonly Keyed<T>[],
  isEdited: (old: Keyed<T>, next: Keyed<T>) => boolean,
): DesignChange[] {
  const oldById = new Map(before.map((item) => [item.id, item]));
  const newIds = new Set(after.map((item) => item.id));
  const changes: DesignChange[] = [];
  for (const next of after) {
    const old = oldById.get(next.id);
    if (!old) changes.push({ change: 'added', target, targetId: next.id, label: next.label, after: next.value });
    else if (isEdited(old, next)) changes.push({ change: 'edited', target, targetId: next.id, label: next.label, before: old.value, after: next.value });
  }
  for (const old of before) {
    if (!newIds.has(old.id)) changes.push({ change: 'deleted', target, targetId: old.id, label: old.label, before: old.value });
  }
  return changes;
}

function phaseSnapshots(phases: readonly Phase[]): Keyed<PhaseSnapshot>[] {
  return phases.map((phase, position) => ({
    id: phase.id,
    label: plainText(phase.title) || phase.id,
    value: {
      id: phase.id, title: phase.title,
      ...(phase.description === undefined ? {} : { description: phase.description }),
      ...(phase.translations === undefined ? {} : { translations: phase.translations }),
      position,
    },
  }));
}

function elementSnapshots(phases: readonly Phase[]): Keyed<ElementSnapshot>[] {
  return phases.flatMap((phase) =>
    phase.elements.map((element, position) => ({
      id: element.id,
      label: elementLabel(element),
      value: { ...element, phaseId: phase.id, position },
    })));
}

/** Elements that changed place: to another phase, or out of their relative order within the same phase. */
function movedElements(before: readonly Phase[], after: readonly Phase[]): Set<string> {
  const phaseOf = (phases: readonly Phase[]) =>
    new Map(phases.flatMap((p) => p.elements.map((e) => [e.id, p.id] as const)));
  const oldPhase = phaseOf(before);
  const newPhase = phaseOf(after);
  const moved = new Set<string>();
  for (const phase of after) {
    const stayed = (p: Phase | undefined) =>
      (p?.elements ?? []).map((e) => e.id).filter((id) => oldPhase.get(id) === phase.id && newPhase.get(id) === phase.id);
    for (const id of movedIds(stayed(before.find((p) => p.id === phase.id)), stayed(phase))) moved.add(id);
    for (const element of phase.elements) {
      const was = oldPhase.get(element.id);
      if (was !== undefined && was !== phase.id) moved.add(element.id);
    }
  }
  return moved;
}

function diffPage(target: 'welcome' | 'thankYou', before: PageCover | undefined, after: PageCover | undefined): DesignChange[] {
  if (sameValue(before, after)) return [];
  const label = plainText((after ?? before)?.title ?? '') || target;
  if (before === undefined) return [{ change: 'added', target, targetId: target, label, after }];
  if (after === undefined) return [{ change: 'deleted', target, targetId: target, label, before }];
  return [{ change: 'edited', target, targetId: target, label, before, after }];
}

function diffFields<T extends object>(target: 'form' | 'settings', before: T, after: T, fields: readonly string[]): DesignChange[] {
  const old = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  return fields
    .filter((field) => !sameValue(old[field], next[field]))
    .map((field) => ({ change: 'edited' as const, target, targetId: field, label: field, before: old[field], after: next[field] }));
}

const ruleItems = (rules: readonly LogicRule[]): Keyed<LogicRule>[] => rules.map((rule) => ({ id: rule.id, label: rule.id, value: rule }));

/**
 * What changed from one version of a design to the next (SPEC 4 history: added, edited, deleted
 * with old and new data), in a fixed order: form fields, phases, elements, rules, settings,
 * welcome page, thank-you page. A move of an element or phase is an edit whose position changed.
 */
export function diffDesigns(stored: FormDesign, next: FormDesign): DesignChange[] {
  const before = tolerantDesign(stored);
  const after = tolerantDesign(next);
  const movedPhases = movedIds(before.phases.map((p) => p.id), after.phases.map((p) => p.id));
  const moved = movedElements(before.phases, after.phases);
  const settingFields = [...new Set([...Object.keys(after.settings), ...Object.keys(before.settings)])];
  return [
    ...diffFields('form', before, after, ['title', 'description', 'translations']),
    ...diffKeyed('phase', phaseSnapshots(before.phases), phaseSnapshots(after.phases), (old, next) =>
      movedPhases.has(next.id) || old.value.title !== next.value.title || old.value.description !== next.value.description
      || !sameValue(old.value.translations, next.value.translations)),
    ...diffKeyed('element', elementSnapshots(before.phases), elementSnapshots(after.phases), (old, next) => {
      const { phaseId: _a, position: _b, ...oldElement } = old.value;
      const { phaseId: _c, position: _d, ...newElement } = next.value;
      return moved.has(next.id) || !sameValue(oldElement, newElement);
    }),
    ...diffKeyed('rule', ruleItems(before.logic), ruleItems(after.logic), (old, next) => !sameValue(old.value, next.value)),
    ...diffFields('settings', before.settings, after.settings, settingFields),
    ...diffPage('welcome', before.welcome, after.welcome),
    ...diffPage('thankYou', before.thankYou, after.thankYou),
  ];
}
