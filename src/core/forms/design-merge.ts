import type { LogicRule } from './rule.schema';
import { mergeLayout, mergeOrder, type Layout } from './design-merge-order';
import { elementLabel, plainText, sameValue, tolerantDesign } from './design-values';
import type { FormElement } from './element.schema';
import type { DesignChange } from './form-history.schema';
import type { FormDesign, FormSettings, Phase } from './form.schema';

/** One unit that both sides changed differently (or one deleted while the other edited). */
export interface DesignConflict {
  /** stable key `${target}:${targetId}`, e.g. 'element:q1', 'settings:maxAnswers', 'welcome:welcome' */
  id: string;
  target: DesignChange['target'];
  targetId: string;
  label: string;
  /** the unit in each version; undefined where that version does not have it (deleted or never added) */
  base: unknown;
  mine: unknown;
  theirs: unknown;
}
export type ConflictChoice = 'mine' | 'theirs';
export interface DesignMerge { merged: FormDesign; conflicts: DesignConflict[] }

type PhaseFields = Pick<Phase, 'title' | 'description'>;
type Versions = readonly [base: FormDesign, mine: FormDesign, theirs: FormDesign];

function phaseFields(phase: Phase | undefined): PhaseFields | undefined {
  if (!phase) return undefined;
  return phase.description === undefined ? { title: phase.title } : { title: phase.title, description: phase.description };
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

function idsInOrder(lists: readonly (readonly { id: string }[])[]): string[] {
  return [...new Set(lists.flatMap((list) => list.map((item) => item.id)))];
}

const layoutOf = (design: FormDesign): Layout => design.phases.map((p) => ({ phaseId: p.id, elementIds: p.elements.map((e) => e.id) }));

/** Three-way merge of one unit; a conflict is recorded and settled by `choices` (theirs by default). */
function mergeUnits(choices: Readonly<Record<string, ConflictChoice>>) {
  const conflicts: DesignConflict[] = [];
  function unit<T>(target: DesignChange['target'], targetId: string, label: string, [base, mine, theirs]: readonly [T, T, T]): T {
    if (sameValue(mine, theirs) || sameValue(base, mine)) return theirs;
    if (sameValue(base, theirs)) return mine;
    const id = `${target}:${targetId}`;
    conflicts.push({ id, target, targetId, label, base, mine, theirs });
    return choices[id] === 'mine' ? mine : theirs;
  }
  return { conflicts, unit };
}

function mergeKeyed<T extends { id: string }>(
  unit: ReturnType<typeof mergeUnits>['unit'],
  target: 'element' | 'rule',
  sides: readonly [readonly T[], readonly T[], readonly T[]],
  label: (item: T) => string,
): Map<string, T> {
  const maps = sides.map(byId) as [Map<string, T>, Map<string, T>, Map<string, T>];
  const kept = new Map<string, T>();
  for (const id of idsInOrder([sides[2], sides[1], sides[0]])) {
    const values = [maps[0].get(id), maps[1].get(id), maps[2].get(id)] as const;
    const shown = (values[2] ?? values[1] ?? values[0]) as T;
    const value = unit(target, id, label(shown), values);
    if (value !== undefined) kept.set(id, value);
  }
  return kept;
}

function mergeSettings(unit: ReturnType<typeof mergeUnits>['unit'], [base, mine, theirs]: Versions): FormSettings {
  const fields = [...new Set([...Object.keys(theirs.settings), ...Object.keys(mine.settings), ...Object.keys(base.settings)])];
  const pick = (d: FormDesign, field: string) => (d.settings as Record<string, unknown>)[field];
  const merged = Object.fromEntries(fields.map((f) => [f, unit('settings', f, f, [pick(base, f), pick(mine, f), pick(theirs, f)])]));
  return merged as FormSettings;
}

function mergePhases(unit: ReturnType<typeof mergeUnits>['unit'], [base, mine, theirs]: Versions): Map<string, PhaseFields> {
  const maps = [byId(base.phases), byId(mine.phases), byId(theirs.phases)] as const;
  const kept = new Map<string, PhaseFields>();
  for (const id of idsInOrder([theirs.phases, mine.phases, base.phases])) {
    const values = [phaseFields(maps[0].get(id)), phaseFields(maps[1].get(id)), phaseFields(maps[2].get(id))] as const;
    const value = unit('phase', id, plainText((values[2] ?? values[1] ?? values[0])?.title ?? '') || id, values);
    if (value !== undefined) kept.set(id, value);
  }
  // every side has a phase, but each may have deleted all the others' phases: keep theirs' first then
  const fallback = theirs.phases[0] ?? mine.phases[0];
  const fallbackFields = phaseFields(fallback);
  if (kept.size === 0 && fallback && fallbackFields) kept.set(fallback.id, fallbackFields);
  return kept;
}

function merge(versions: Versions, choices: Readonly<Record<string, ConflictChoice>>): DesignMerge {
  const [base, mine, theirs] = versions;
  const { conflicts, unit } = mergeUnits(choices);
  const title = unit('form', 'title', 'title', [base.title, mine.title, theirs.title]);
  const description = unit('form', 'description', 'description', [base.description, mine.description, theirs.description]);
  const phases = mergePhases(unit, versions);
  const elements = mergeKeyed<FormElement>(unit, 'element', [base, mine, theirs].map((d) => d.phases.flatMap((p) => p.elements)) as [FormElement[], FormElement[], FormElement[]], elementLabel);
  const rules = mergeKeyed<LogicRule>(unit, 'rule', [base.logic, mine.logic, theirs.logic], (rule) => rule.id);
  const settings = mergeSettings(unit, versions);
  const welcome = unit('welcome', 'welcome', plainText((theirs.welcome ?? mine.welcome ?? base.welcome)?.title ?? '') || 'welcome', [base.welcome, mine.welcome, theirs.welcome]);
  const thankYou = unit('thankYou', 'thankYou', plainText((theirs.thankYou ?? mine.thankYou ?? base.thankYou)?.title ?? '') || 'thankYou', [base.thankYou, mine.thankYou, theirs.thankYou]);

  const ids = (d: FormDesign) => d.phases.map((p) => p.id);
  const phaseOrder = mergeOrder(ids(base), ids(mine), ids(theirs), new Set(phases.keys()));
  const placed = mergeLayout(layoutOf(base), layoutOf(mine), layoutOf(theirs), phaseOrder, new Set(elements.keys()));
  const ruleIds = (d: FormDesign) => d.logic.map((r) => r.id);
  const ruleOrder = mergeOrder(ruleIds(base), ruleIds(mine), ruleIds(theirs), new Set(rules.keys()));

  const merged: FormDesign = {
    title,
    description,
    // the orders hold only ids of these maps
    phases: phaseOrder.flatMap((id) => {
      const fields = phases.get(id);
      return fields ? [{ id, ...fields, elements: (placed.get(id) ?? []).flatMap((e) => elements.get(e) ?? []) }] : [];
    }),
    // rules whose elements the merge removed stay: checkDesign and ruleWarnings flag them
    logic: ruleOrder.flatMap((id) => rules.get(id) ?? []),
    settings,
  };
  if (welcome !== undefined) merged.welcome = welcome;
  if (thankYou !== undefined) merged.thankYou = thankYou;
  return { merged, conflicts };
}

/**
 * Three-way merge of two edits of one design (decision 6): each element, phase's own fields, rule,
 * settings field, form title and description, welcome and thank-you page is merged on its own;
 * a unit changed differently on both sides (or deleted on one, edited on the other) is a conflict,
 * and `merged` holds theirs for it until resolved. Orders: see mergeOrder / mergeLayout.
 */
export function mergeDesigns(base: FormDesign, mine: FormDesign, theirs: FormDesign): DesignMerge {
  return merge([tolerantDesign(base), tolerantDesign(mine), tolerantDesign(theirs)], {});
}

/** The merge with each conflict settled by `choices[conflict.id]` (theirs where no choice is given). */
export function resolveConflicts(
  base: FormDesign,
  mine: FormDesign,
  theirs: FormDesign,
  choices: Readonly<Record<string, ConflictChoice>>,
): FormDesign {
  return merge([tolerantDesign(base), tolerantDesign(mine), tolerantDesign(theirs)], choices).merged;
}
