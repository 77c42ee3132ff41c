import type { Dispatch } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '#core/answers/validate-answers';
import type { FormDesign } from '#core/forms/form.schema';
import type { LogicRule } from '#core/logic/rule.schema';
import { useDomainMessage } from '../i18n/use-message';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/native-select';
import { elementsOf, type DesignerAction } from './designer-state';
import { newId } from './new-id';

interface Props {
  design: FormDesign;
  problems: readonly FieldProblem[];
  dispatch: Dispatch<DesignerAction>;
}

/** The one rule kind of this cut: show question C when single-choice question B equals option X. */
export function LogicEditor({ design, problems, dispatch }: Props) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const elements = elementsOf(design);
  const label = (id: string) => {
    const index = elements.findIndex((e) => e.id === id);
    const title = elements[index]?.title.trim() || t('forms.untitled');
    return t('designer.logic.questionLabel', { n: index + 1, title });
  };
  const radios = elements.filter((e) => e.kind === 'radio');
  const possible = radios.length > 0 && elements.length > 1;
  const addRule = () =>
    dispatch({
      type: 'addRule',
      rule: { id: newId(), join: 'and', conditions: [{ elementId: radios[0]?.id ?? '', comparison: 'eq', value: '' }], actions: [{ type: 'show', elementIds: [''] }] },
    });
  const rules = design.logic.filter(isShowWhenEquals);
  return (
    <section className="card designer-section" aria-labelledby="logic-heading">
      <h2 id="logic-heading">{t('designer.logic.title')}</h2>
      <p className="muted">{possible ? t('designer.logic.intro') : t('designer.logic.needRadio')}</p>
      {rules.map((rule, index) => {
        const condition = rule.conditions[0];
        const target = rule.actions[0]?.type === 'show' ? (rule.actions[0].elementIds[0] ?? '') : '';
        const source = elements.find((e) => e.id === condition?.elementId);
        const update = (sourceId: string, optionId: string, targetId: string) =>
          dispatch({ type: 'updateRule', rule: { ...rule, conditions: [{ elementId: sourceId, comparison: 'eq', value: optionId }], actions: [{ type: 'show', elementIds: [targetId] }] } });
        const problem = problems.find((p) => p.field === `logic.${rule.id}`);
        const sourceId = condition?.elementId ?? '';
        const optionId = String(condition?.value ?? '');
        return (
          <fieldset key={rule.id} className="logic-rule">
            <legend>{t('designer.logic.rule', { n: index + 1 })}</legend>
            <NativeSelect label={t('designer.logic.show')} placeholder={t('designer.logic.choose')} value={target}
              options={elements.filter((e) => e.id !== sourceId).map((e) => ({ value: e.id, label: label(e.id) }))}
              onChange={(value) => update(sourceId, optionId, value)} />
            <NativeSelect label={t('designer.logic.when')} placeholder={t('designer.logic.choose')} value={sourceId}
              options={radios.filter((e) => e.id !== target).map((e) => ({ value: e.id, label: label(e.id) }))}
              onChange={(value) => update(value, '', target)} />
            <NativeSelect label={t('designer.logic.equals')} placeholder={t('designer.logic.choose')} value={optionId}
              options={(source?.options ?? []).map((o) => ({ value: o.id, label: o.label }))}
              onChange={(value) => update(sourceId, value, target)} isDisabled={!source} />
            {problem && <p className="field-error">{domain(problem)}</p>}
            <Button variant="danger" onPress={() => dispatch({ type: 'removeRule', id: rule.id })}>
              {t('designer.logic.remove', { n: index + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <Button isDisabled={!possible} onPress={addRule}><span aria-hidden="true">+</span> {t('designer.logic.add')}</Button>
    </section>
  );
}

/** Rules this editor understands; others (from later editors) are kept untouched and not shown. */
function isShowWhenEquals(rule: LogicRule): boolean {
  return rule.conditions.length === 1 && rule.conditions[0]?.comparison === 'eq' && rule.actions.length === 1 && rule.actions[0]?.type === 'show';
}
