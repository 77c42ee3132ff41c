import type { IntlShape } from 'react-intl';
import type { Translate } from '#app/shared/i18n/message-types';
import type { logicMessages } from './logic-messages';
import type { FormElement } from '#core/forms';
import { allElements, type FormDesign } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { isRuleComplete, shownIds, valueChoices, valueInputFor } from './logic-model';

/** "Q3: Age" — position among all elements (all phases) and title, the way the chooser lists them. */
export type LogicWords = Translate<[typeof logicMessages]>;

/** How a list of phrases reads in the reader's language ("a, b and c"): react-intl's formatList. */
export type ListFormat = IntlShape['formatList'];

export function elementCaption(t: LogicWords, design: FormDesign, id: string): string {
  const elements = allElements(design);
  const index = elements.findIndex((e) => e.id === id);
  const title = plainTitle(elements[index]) || t('logicTab.untitled');
  return t('logicTab.elementLabel', { n: index + 1, title });
}

function plainTitle(element: FormElement | undefined): string {
  if (!element) return '';
  return element.title.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || (element.caption ?? '').trim();
}

/** One sentence saying what the rule does, in the reader's language. */
export function describeRule(t: LogicWords, formatList: ListFormat, design: FormDesign, rule: LogicRule): string {
  if (!isRuleComplete(rule)) return t('logicTab.summary.unfinished');
  const elements = allElements(design);
  const yesNo = { yes: t('logicTab.yes'), no: t('logicTab.no') };
  const conditions = rule.conditions.map((c) => {
    const element = elements.find((e) => e.id === c.elementId);
    const choice = valueChoices(element, yesNo).find((o) => o.value === String(c.value));
    const value = valueInputFor(element?.kind) === 'number' ? String(c.value) : `“${choice?.label ?? String(c.value)}”`;
    return t(`logicTab.phrase.${c.comparison}`, { question: elementCaption(t, design, c.elementId), value });
  });
  const actions = rule.actions.map((a) =>
    a.type === 'show'
      ? t('logicTab.phrase.show', { elements: formatList(shownIds(a).map((id) => elementCaption(t, design, id)), { type: 'conjunction' }) })
      : t('logicTab.phrase.forbidSubmit'),
  );
  const sentence = t('logicTab.summary', {
    conditions: formatList(conditions, { type: rule.join === 'and' ? 'conjunction' : 'disjunction' }),
    actions: formatList(actions, { type: 'conjunction' }),
  });
  // a title ending in "?" or "." already closes the sentence
  return sentence.replace(/([.?!…])\.$/u, '$1');
}
