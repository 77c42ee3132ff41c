import type { IntlShape } from 'react-intl';
import type { FormElement } from '#core/forms';
import { allElements, type FormDesign } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { isRuleComplete, shownIds, valueChoices, valueInputFor } from './logic-model';

/** "Q3: Age" — position among all elements (all phases) and title, the way the chooser lists them. */
export function elementCaption(intl: IntlShape, design: FormDesign, id: string): string {
  const elements = allElements(design);
  const index = elements.findIndex((e) => e.id === id);
  const title = plainTitle(elements[index]) || intl.formatMessage({ id: 'logicTab.untitled' });
  return intl.formatMessage({ id: 'logicTab.elementLabel' }, { n: index + 1, title });
}

function plainTitle(element: FormElement | undefined): string {
  if (!element) return '';
  return element.title.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || (element.caption ?? '').trim();
}

/** One sentence saying what the rule does, in the reader's language. */
export function describeRule(intl: IntlShape, design: FormDesign, rule: LogicRule): string {
  if (!isRuleComplete(rule)) return intl.formatMessage({ id: 'logicTab.summary.unfinished' });
  const elements = allElements(design);
  const yesNo = { yes: intl.formatMessage({ id: 'logicTab.yes' }), no: intl.formatMessage({ id: 'logicTab.no' }) };
  const conditions = rule.conditions.map((c) => {
    const element = elements.find((e) => e.id === c.elementId);
    const choice = valueChoices(element, yesNo).find((o) => o.value === String(c.value));
    const value = valueInputFor(element?.kind) === 'number' ? String(c.value) : `“${choice?.label ?? String(c.value)}”`;
    return intl.formatMessage({ id: `logicTab.phrase.${c.comparison}` }, { question: elementCaption(intl, design, c.elementId), value });
  });
  const actions = rule.actions.map((a) =>
    a.type === 'show'
      ? intl.formatMessage({ id: 'logicTab.phrase.show' }, { elements: intl.formatList(shownIds(a).map((id) => elementCaption(intl, design, id)), { type: 'conjunction' }) })
      : intl.formatMessage({ id: 'logicTab.phrase.forbidSubmit' }),
  );
  const sentence = intl.formatMessage(
    { id: 'logicTab.summary' },
    {
      conditions: intl.formatList(conditions, { type: rule.join === 'and' ? 'conjunction' : 'disjunction' }),
      actions: intl.formatList(actions, { type: 'conjunction' }),
    },
  );
  // a title ending in "?" or "." already closes the sentence
  return sentence.replace(/([.?!…])\.$/u, '$1');
}
