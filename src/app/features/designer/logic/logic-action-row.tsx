import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { FormDesign } from '#core/forms';
import type { RuleAction } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { showableElements, shownIds } from './logic-model';
import { elementCaption } from './logic-summary';
import { useT } from '#app/shared/i18n/use-t';
import { logicMessages } from './logic-messages';

interface Props {
  design: FormDesign;
  action: RuleAction;
  position: number;
  showMissing: boolean;
  onChange: (action: RuleAction) => void;
  onRemove?: (() => void) | undefined;
}

/** "Show these components" with the components ticked, or "forbid submission". */
export function LogicActionRow({ design, action, position, showMissing, onChange, onRemove }: Props) {
  const t = useT(logicMessages);
  const chosen = shownIds(action);
  const missing = showMissing && action.type === 'show' && chosen.length === 0;
  return (
    <li className="logic-action">
      <NativeSelect
        label={t('logicTab.actionType', { n: position })}
        placeholder={t('logicTab.choose')}
        value={action.type}
        options={[
          { value: 'show', label: t('logicTab.action.show') },
          { value: 'forbidSubmit', label: t('logicTab.action.forbidSubmit') },
        ]}
        onChange={(type) => {
          if (type === 'show') onChange({ type: 'show', elementIds: chosen });
          if (type === 'forbidSubmit') onChange({ type: 'forbidSubmit' });
        }}
      />
      {action.type === 'show' && (
        <CheckboxGroup
          className="field logic-targets"
          value={chosen}
          isInvalid={missing}
          validationBehavior="aria"
          onChange={(ids) => onChange({ type: 'show', elementIds: ids })}
        >
          <Label className="field-label">
            {t('logicTab.showWhich', { n: position })}
            {missing && <span className="required-marker" aria-hidden="true">*</span>}
          </Label>
          <div className="logic-target-list">
            {showableElements(design).map((element) => (
              <Checkbox key={element.id} value={element.id} className="checkbox">
                <span className="box" aria-hidden="true">✓</span>
                <span>{elementCaption(t, design, element.id)}</span>
              </Checkbox>
            ))}
          </div>
          <FieldError className="field-error">{missing ? t('logicTab.fill') : undefined}</FieldError>
        </CheckboxGroup>
      )}
      {onRemove && (
        <Button variant="quiet" className="logic-remove" onPress={onRemove}>
          {t('logicTab.removeAction', { n: position })}
        </Button>
      )}
    </li>
  );
}
