import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '#core/i18n';
import type { FormDesign } from '#core/forms';
import type { LogicRule } from '#core/forms';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { RadioGroup } from '#app/shared/ui/radio-group';
import { LogicActionRow } from './logic-action-row';
import { LogicConditionRow } from './logic-condition-row';
import { blankCondition } from './logic-model';
import { describeRule } from './logic-summary';
import { useT } from '#app/shared/i18n/use-t';
import { logicMessages } from './logic-messages';

interface Props {
  design: FormDesign;
  rule: LogicRule;
  position: number;
  /** the refusal (validation.logicIncomplete) of this rule, once the author tried to save */
  problem: FieldProblem | undefined;
  /** never fires, refers to a deleted element: shown, never blocking */
  warnings: readonly FieldProblem[];
  onChange: (rule: LogicRule) => void;
  onRemove: () => void;
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((existing, i) => (i === index ? item : existing));
}

function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** One rule: its sentence, conditions joined by and/or, actions, and the delete button. */
export function LogicRuleCard({ design, rule, position, problem, warnings, onChange, onRemove }: Props) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = useT(logicMessages);
  const headingId = useId();
  const many = rule.conditions.length > 1;
  return (
    <li>
      <section className="card logic-rule-card" aria-labelledby={headingId} data-invalid={problem ? true : undefined}>
        <div className="logic-rule-head">
          <h3 id={headingId}>{t('logicTab.rule', { n: position })}</h3>
          <Button variant="danger" onPress={onRemove}>{t('logicTab.deleteRule', { n: position })}</Button>
        </div>
        <p className="logic-summary">{describeRule(t, intl.formatList, design, rule)}</p>
        {problem && <p className="field-error" role="alert">{domain(problem)}</p>}
        {warnings.map((w, i) => (
          <Alert key={`${w.key}-${i}`} tone="warning" title={t('logicTab.warning')}>{domain(w)}</Alert>
        ))}
        <h4>{t('logicTab.conditions')}</h4>
        {many && (
          <RadioGroup
            label={t('logicTab.join')}
            orientation="horizontal"
            value={rule.join}
            options={[{ id: 'and', label: t('logicTab.join.and') }, { id: 'or', label: t('logicTab.join.or') }]}
            onChange={(join) => onChange({ ...rule, join: join === 'or' ? 'or' : 'and' })}
          />
        )}
        <ol className="logic-rows">
          {rule.conditions.map((condition, index) => (
            <LogicConditionRow
              key={index}
              design={design}
              condition={condition}
              position={index + 1}
              showMissing={problem !== undefined}
              onChange={(next) => onChange({ ...rule, conditions: replaceAt(rule.conditions, index, next) })}
              onRemove={many ? () => onChange({ ...rule, conditions: removeAt(rule.conditions, index) }) : undefined}
            />
          ))}
        </ol>
        <Button onPress={() => onChange({ ...rule, conditions: [...rule.conditions, blankCondition()] })}>
          <span aria-hidden="true">+</span> {t('logicTab.addCondition')}
        </Button>
        <h4>{t('logicTab.actions')}</h4>
        <ol className="logic-rows">
          {rule.actions.map((action, index) => (
            <LogicActionRow
              key={index}
              design={design}
              action={action}
              position={index + 1}
              showMissing={problem !== undefined}
              onChange={(next) => onChange({ ...rule, actions: replaceAt(rule.actions, index, next) })}
              onRemove={rule.actions.length > 1 ? () => onChange({ ...rule, actions: removeAt(rule.actions, index) }) : undefined}
            />
          ))}
        </ol>
        <Button onPress={() => onChange({ ...rule, actions: [...rule.actions, { type: 'show', elementIds: [] }] })}>
          <span aria-hidden="true">+</span> {t('logicTab.addAction')}
        </Button>
      </section>
    </li>
  );
}
