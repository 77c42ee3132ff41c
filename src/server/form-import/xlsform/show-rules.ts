import type { ChoiceOption, FormElementInput, LogicRule } from '#core/forms';
import type { ImportNotes } from '../import-notes';
import type { ElementIds } from '../element-ids';
import { optionId } from './choice-lists';
import { type ResolveReference, relevanceConditions } from './relevance';
import type { Relevance, WalkedPage } from './survey-walk';

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

/** Each mapped `relevant` as a show rule of the design; the others are noted. */
export function showRules(relevances: readonly Relevance[], pages: readonly WalkedPage[], ids: ElementIds, notes: ImportNotes): LogicRule[] {
  const resolve = resolver(pages, ids);
  const rules: LogicRule[] = [];
  for (const relevance of relevances) {
    const mapped = relevanceConditions(relevance.expression, resolve);
    if (!mapped || relevance.targets.length === 0) {
      notes.add(relevance.where, 'relevantNotMapped', relevance.expression);
      continue;
    }
    rules.push({ id: `rule_${rules.length + 1}`, join: mapped.join, conditions: mapped.conditions, actions: [{ type: 'show', elementIds: relevance.targets }] });
  }
  return rules;
}
