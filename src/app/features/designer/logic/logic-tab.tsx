import './logic.css';
import { useId, useMemo, useState, type Dispatch } from 'react';
import type { FieldProblem } from '#core/i18n';
import type { FormDesign } from '#core/forms';
import { ruleWarnings } from '#core/logic';
import { Button } from '#app/shared/ui/button';
import type { DesignerAction } from '../state/state';
import { blankRule, conditionQuestions } from './logic-model';
import { LogicRuleCard } from './logic-rule-card';
import { newId } from '../state/new-id';
import { useT } from '#app/shared/i18n/use-t';
import { logicMessages } from './logic-messages';

/** The logic tab: every rule of the design, each with conditions joined by and/or and its actions. */
export function LogicTab({ design, problems, dispatch }: { design: FormDesign; problems: readonly FieldProblem[]; dispatch: Dispatch<DesignerAction> }) {
  const t = useT(logicMessages);
  const warnings = useMemo(() => ruleWarnings(design), [design]);
  const [announcement, setAnnouncement] = useState('');
  const addButtonId = useId();
  const possible = conditionQuestions(design).length > 0;
  const addRule = () => {
    dispatch({ type: 'addRule', rule: blankRule(newId()) });
    setAnnouncement(t('logicTab.ruleAdded', { n: design.logic.length + 1 }));
  };
  const removeRule = (id: string) => {
    dispatch({ type: 'removeRule', id });
    setAnnouncement(t('logicTab.ruleDeleted'));
    // the rule's delete button disappears with it: keep the keyboard user in the tab
    document.getElementById(addButtonId)?.focus();
  };
  return (
    <section className="card designer-section logic-tab" aria-labelledby="logic-heading">
      <h2 id="logic-heading">{t('logicTab.title')}</h2>
      <p className="muted">{t('logicTab.intro')}</p>
      {design.logic.length === 0 && <p>{t(possible ? 'logicTab.empty' : 'logicTab.noQuestions')}</p>}
      <ol className="logic-rule-list">
        {design.logic.map((rule, index) => {
          const field = `logic.${rule.id}`;
          return (
            <LogicRuleCard
              key={rule.id}
              design={design}
              rule={rule}
              position={index + 1}
              problem={problems.find((p) => p.field === field)}
              warnings={warnings.filter((w) => w.field === field)}
              onChange={(next) => dispatch({ type: 'updateRule', rule: next })}
              onRemove={() => removeRule(rule.id)}
            />
          );
        })}
      </ol>
      <Button id={addButtonId} variant="primary" isDisabled={!possible} onPress={addRule}>
        <span aria-hidden="true">+</span> {t('logicTab.addRule')}
      </Button>
      <p className="sr-only" aria-live="polite">{announcement}</p>
    </section>
  );
}
