import type { FormDesign } from '#core/forms';
import { allElements } from '#core/forms';
import type { Condition } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { NumberField } from '#app/shared/ui/number-field';
import { TextField } from '#app/shared/ui/text-field';
import { comparisonsFor, conditionQuestions, valueChoices, valueInputFor, withQuestion } from './logic-model';
import { elementCaption } from './logic-summary';
import { useT } from '#app/shared/i18n/use-t';
import { logicMessages } from './logic-messages';

interface Props {
  design: FormDesign;
  condition: Condition;
  /** 1-based, for distinct accessible names */
  position: number;
  /** the rule was refused: empty controls show the red marker */
  showMissing: boolean;
  onChange: (condition: Condition) => void;
  /** absent when this is the rule's only condition */
  onRemove?: (() => void) | undefined;
}

/** Question, comparison and value of one condition; the value input fits the question's kind. */
export function LogicConditionRow({ design, condition, position, showMissing, onChange, onRemove }: Props) {
  const t = useT(logicMessages);
  const element = allElements(design).find((e) => e.id === condition.elementId);
  const missing = (empty: boolean) => (showMissing && empty ? t('logicTab.fill') : undefined);
  const input = valueInputFor(element?.kind);
  const questions = conditionQuestions(design);
  const questionOptions = questions.map((q) => ({ value: q.id, label: elementCaption(t, design, q.id) }));
  if (condition.elementId !== '' && !element) questionOptions.unshift({ value: condition.elementId, label: elementCaption(t, design, condition.elementId) });
  const valueLabel = t('logicTab.value', { n: position });
  const valueMissing = missing(condition.value === '');
  return (
    <li className="logic-condition">
      <div className="logic-condition-fields">
        <NativeSelect
          label={t('logicTab.question', { n: position })}
          placeholder={t('logicTab.choose')}
          value={condition.elementId}
          options={questionOptions}
          errorMessage={missing(condition.elementId === '')}
          onChange={(id) => onChange(withQuestion(condition, questions.find((q) => q.id === id)))}
        />
        <NativeSelect
          label={t('logicTab.comparison', { n: position })}
          placeholder={t('logicTab.choose')}
          value={condition.comparison}
          options={comparisonsFor(element?.kind).map((c) => ({ value: c, label: t(`logicTab.cmp.${c}`) }))}
          onChange={(comparison) => {
            const allowed = comparisonsFor(element?.kind).find((c) => c === comparison);
            if (allowed) onChange({ ...condition, comparison: allowed });
          }}
        />
        {input === 'option' && (
          <NativeSelect
            label={valueLabel}
            placeholder={t('logicTab.choose')}
            value={String(condition.value)}
            isDisabled={!element}
            errorMessage={valueMissing}
            options={valueChoices(element, { yes: t('logicTab.yes'), no: t('logicTab.no') })}
            onChange={(value) => onChange({ ...condition, value })}
          />
        )}
        {input === 'number' && (
          <NumberField
            label={valueLabel}
            value={condition.value === '' ? Number.NaN : Number(condition.value)}
            errorMessage={valueMissing}
            validationBehavior="aria"
            onChange={(value) => onChange({ ...condition, value: Number.isFinite(value) ? value : '' })}
          />
        )}
        {input === 'text' && (
          <TextField
            label={valueLabel}
            value={String(condition.value)}
            isDisabled={!element}
            errorMessage={valueMissing}
            validationBehavior="aria"
            onChange={(value) => onChange({ ...condition, value })}
          />
        )}
      </div>
      {onRemove && (
        <Button variant="quiet" className="logic-remove" onPress={onRemove}>
          {t('logicTab.removeCondition', { n: position })}
        </Button>
      )}
    </li>
  );
}
