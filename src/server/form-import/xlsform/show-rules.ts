import type { ChoiceOption, Condition, FormElementInput, LogicRule } from '#core/forms';
import type { ImportNotes } from '../import-notes';
import type { ElementIds } from '../element-ids';
import { optionId } from './choice-lists';
import { type ResolveReference, relevanceConditions } from './relevance';
import type { Relevance, WalkedPage } from './survey-walk';

interface MappedRelevance {
  relevance: Relevance;
  join: 'and' | 'or';
  conditions: Condition[];
}

function resolver(pages: readonly WalkedPage[], ids: ElementIds): ResolveReference {
  const elements = new Map(pages.flatMap((p) => p.elements).map((e) => [e.id, e]));
  return (name) => {
    const id = ids.idOf(name);
    const element: FormElementInput | undefined = id === undefined ? undefined : elements.get(id);
    if (!element || element.kind === 'title' || element.rows) return undefined;
    const options: readonly ChoiceOption[] = element.options ?? [];
    return {
      elementId: element.id,
      value: (source) => (options.length > 0 ? optionId(String(source)) : source),
    };
  };
}

/** Every relevance that maps, in source order (outer groups before what they hold); the others are noted. */
function mappedRelevances(relevances: readonly Relevance[], resolve: ResolveReference, notes: ImportNotes): MappedRelevance[] {
  const mapped: MappedRelevance[] = [];
  for (const relevance of [...relevances].sort((a, b) => rowOf(a) - rowOf(b))) {
    const found = relevanceConditions(relevance.expression, resolve);
    if (found && relevance.targets.length > 0) mapped.push({ relevance, ...found });
    else notes.add(relevance.where, 'relevantNotMapped', relevance.expression);
  }
  return mapped;
}

const rowOf = (relevance: Relevance) => Number(/:(\d+)/.exec(relevance.where)?.[1] ?? 0);

/** One rule for the elements a same set of relevances covers; nested ones must all hold, so they are joined by `and`. */
function combined(parts: readonly MappedRelevance[], notes: ImportNotes): { join: 'and' | 'or'; conditions: Condition[] } {
  const [only] = parts;
  if (parts.length === 1 && only) return { join: only.join, conditions: only.conditions };
  const joinable = parts.filter((p) => p.join === 'and' || p.conditions.length === 1);
  if (joinable.length === parts.length) return { join: 'and', conditions: parts.flatMap((p) => p.conditions) };
  // an `or` inside an `and` has no equivalent: the innermost condition decides, the rest is noted
  const innermost = parts[parts.length - 1] ?? parts[0];
  for (const part of parts) if (part !== innermost) notes.add(part.relevance.where, 'relevantNotMapped', part.relevance.expression);
  return innermost ? { join: innermost.join, conditions: innermost.conditions } : { join: 'and', conditions: [] };
}

/**
 * Each mapped `relevant` as a show rule of the design. A question of a relevant group that has its
 * own `relevant` is shown when both hold (XLSForm), while two show rules on one element show it
 * when either fires: such a question gets one rule with the conditions of both.
 */
export function showRules(relevances: readonly Relevance[], pages: readonly WalkedPage[], ids: ElementIds, notes: ImportNotes): LogicRule[] {
  const mapped = mappedRelevances(relevances, resolver(pages, ids), notes);
  const bySignature = new Map<string, { parts: MappedRelevance[]; targets: string[] }>();
  for (const element of pages.flatMap((p) => p.elements)) {
    const parts = mapped.filter((m) => m.relevance.targets.includes(element.id));
    if (parts.length === 0) continue;
    const signature = parts.map((p) => mapped.indexOf(p)).join(',');
    const group = bySignature.get(signature) ?? { parts, targets: [] };
    group.targets.push(element.id);
    bySignature.set(signature, group);
  }
  return [...bySignature.values()].map(({ parts, targets }, index) => ({
    id: `rule_${index + 1}`, ...combined(parts, notes), actions: [{ type: 'show' as const, elementIds: targets }],
  }));
}
