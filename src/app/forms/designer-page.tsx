import './designer.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useReducer } from 'react';
import { useIntl } from 'react-intl';
import type { FormDetail } from '#core/forms/form.schema';
import { useDomainMessage } from '../i18n/use-message';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { DesignerElements } from './designer-elements';
import { LogicEditor } from './designer-logic-editor';
import { designProblems, problemAt } from './designer-problems';
import { designerReducer } from './designer-reducer';
import { DesignerShare } from './designer-share';
import { initialState } from './designer-state';
import { DesignerSaveStatus } from './designer-save-status';
import { useDesignerSave } from './use-designer-save';
import { useUnsavedDesignGuard } from './use-unsaved-design-guard';

/** The form designer: one page for a new form (no `form`) and for editing a saved one. */
export function DesignerPage({ form }: { form?: FormDetail }) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [state, dispatch] = useReducer(designerReducer, form, initialState);
  const problems = useMemo(() => designProblems(state.design), [state.design]);
  const shown = state.showProblems ? problems : [];
  const titleProblem = problemAt(shown, 'title');
  const saver = useDesignerSave(state, dispatch);
  const { outcome, busy, save, setPublished } = saver;
  const statusName = t(state.status === null ? 'forms.status.new' : `forms.status.${state.status}`);
  const published = state.status === 1 || state.status === 3;
  useUnsavedDesignGuard(state.dirty);
  useEffect(() => {
    // a refused save takes the author to the first field to fix
    if (outcome?.kind === 'problems') document.querySelector<HTMLElement>('.designer [aria-invalid="true"]')?.focus();
  }, [outcome]);

  return (
    <div className="designer">
      <p><Link to="/forms">← {t('designer.backToList')}</Link></p>
      <h1>{t(state.formId === null ? 'designer.pageTitle.new' : 'designer.pageTitle.edit')}</h1>
      <section className="card designer-section" aria-label={t('designer.formTitle')}>
        <TextField
          label={t('designer.formTitle')}
          value={state.design.title}
          onChange={(title) => dispatch({ type: 'setTitle', title })}
          isRequired
          validationBehavior="aria"
          errorMessage={titleProblem ? domain(titleProblem) : undefined}
        />
        <TextField
          label={t('designer.formDescription')}
          value={state.design.description}
          onChange={(description) => dispatch({ type: 'setDescription', description })}
          multiline
        />
      </section>
      <DesignerElements design={state.design} problems={shown} dispatch={dispatch} />
      <LogicEditor design={state.design} problems={shown} dispatch={dispatch} />
      <DesignerShare shortUrl={state.shortUrl} status={state.status} />
      <div className="designer-bar">
        <div aria-live="polite" aria-atomic="true" className="designer-bar-outcome">
          <DesignerSaveStatus saver={saver} status={state.status} />
        </div>
        <p className="designer-bar-status">
          {t('designer.statusLabel', { status: statusName })}
          {state.dirty && <span className="dirty-mark"> · {t('designer.unsaved')}</span>}
        </p>
        <div className="button-row">
          <Button variant="primary" isDisabled={busy} onPress={() => void save()}>
            {busy ? t('designer.saving') : t('designer.save')}
          </Button>
          {published ? (
            <Button variant="danger" isDisabled={busy || state.formId === null} onPress={() => void setPublished(false)}>{t('designer.disable')}</Button>
          ) : (
            <Button isDisabled={busy} onPress={() => void setPublished(true)}>{t('designer.publish')}</Button>
          )}
        </div>
      </div>
    </div>
  );
}
