import './designer.css';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import type { FormDetail } from '#core/forms';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { designProblems } from './state/problems';
import { designerReducer } from './state/reducer';
import { DesignerSaveStatus } from './drafts/designer-save-status';
import { initialState, type DesignerAction, type DesignerState } from './state/state';
import type { ReviewTimelineView } from './settings/settings-tab';
import { DesignerTabs } from './tabs/designer-tabs';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import { carriedTab, carryTab, forgetCarriedTab, tabOfField, type DesignerTab } from './tabs/designer-tabs-memory';
import { useDesignerSave } from './drafts/use-designer-save';
import { useUnsavedDesignGuard } from './drafts/use-unsaved-design-guard';
import { useT } from '#app/shared/i18n/use-t';
import { designerMessages } from './designer-messages';
import { designerTabsMessages } from '#app/features/designer/tabs/designer-tabs-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';

/** A viewer reads everything; only choosing what to look at reaches the state. */
const readingActions = new Set<DesignerAction['type']>(['select', 'showProblems']);

/** The form designer: one page for a new form (no `form`) and for editing a saved one. */
export function DesignerPage({ form, reviewTimeline, preview }: { form?: FormDetail; reviewTimeline?: ReviewTimelineView; preview?: FormPreviewView }) {
  const t = useT(designerMessages, designerTabsMessages, formsMessages);
  const [state, dispatch] = useReducer(designerReducer, form, initialState);
  const [tab, setTab] = useState<DesignerTab>(() => carriedTab(form?.id ?? null));
  const readOnly = state.access === 'viewer';
  const edit: Dispatch<DesignerAction> = useCallback((action) => {
    if (!readOnly || readingActions.has(action.type)) dispatch(action);
  }, [readOnly]);
  const problems = useMemo(() => designProblems(state.design), [state.design]);
  const shown = state.showProblems ? problems : [];
  const saver = useDesignerSave(state, dispatch);
  const statusName = t(state.status === null ? 'forms.status.new' : `forms.status.${state.status}`);
  useUnsavedDesignGuard(state.dirty);

  // the first save of a new form opens its edit page: the author stays on the same tab
  useEffect(() => forgetCarriedTab(), []);
  useEffect(() => {
    if (form === undefined && state.formId !== null) carryTab(state.formId, tab);
  }, [form, state.formId, tab]);

  /** After a refused save: the first field to fix, in its tab and with its element open. */
  const goToFirstProblem = (design: DesignerState['design']) => {
    const first = designProblems(design)[0];
    if (!first) return;
    setTab(tabOfField(first.field));
    const elementId = /^elements\.([^.]+)/.exec(first.field)?.[1];
    if (elementId) dispatch({ type: 'select', id: elementId });
    setTimeout(() => {
      const field = document.querySelector<HTMLElement>('.designer-tab-panel [aria-invalid="true"]');
      (field ?? document.querySelector<HTMLElement>(`.element-editor[data-element-id="${elementId ?? ''}"]`))?.focus();
    }, 80);
  };
  const { busy } = saver;
  const withProblemFocus = async (work: () => Promise<void>) => {
    const design = state.design;
    await work();
    goToFirstProblem(design);
  };
  const save = () => void withProblemFocus(saver.save);
  const publish = (published: boolean) => void withProblemFocus(() => saver.setPublished(published));

  const saveShortcut = useRef(save);
  useEffect(() => {
    saveShortcut.current = busy || readOnly ? () => undefined : save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveShortcut.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const heading = state.formId === null ? t('designer.pageTitle.new') : state.design.title.trim() || t('forms.untitled');
  return (
    <div className="designer">
      <header className="designer-header">
        <p className="designer-back"><Link to="/forms">← {t('designer.backToList')}</Link></p>
        <div className="designer-title-row">
          <h1>{heading}</h1>
          <span className="status-badge" data-status={state.status ?? 'new'}>{statusName}</span>
        </div>
        {readOnly && <Alert tone="info">{t('designer.readOnly')}</Alert>}
      </header>
      <DesignerTabs state={state} problems={shown} readOnly={readOnly} dispatch={edit} serverDispatch={dispatch} busy={busy} onPublish={publish}
        tab={tab} onTabChange={setTab} reviewTimeline={reviewTimeline} preview={preview} />
      {!readOnly && (
        <section className="designer-bar" aria-label={t('designer.bar')}>
          <div aria-live="polite" aria-atomic="true" className="designer-bar-outcome">
            <DesignerSaveStatus saver={saver} status={state.status} />
          </div>
          <div className="designer-bar-row">
            <p className="designer-bar-status">
              {t('designer.statusLabel', { status: statusName })}
              {state.dirty && <span className="dirty-mark"> · {t('designer.unsaved')}</span>}
            </p>
            <Button variant="primary" isDisabled={busy} onPress={save} aria-keyshortcuts="Control+S">
              {busy ? t('designer.saving') : t('designer.save')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
