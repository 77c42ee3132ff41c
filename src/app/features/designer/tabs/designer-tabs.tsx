import type { Dispatch, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { FieldProblem } from '#core/i18n';
import type { DesignerAction, DesignerState } from '../state/state';
import { designerTabs, tabOfField, type DesignerTab } from './designer-tabs-memory';
import { DesignTab } from './design';
import { FeedbackTab } from '../feedback/feedback-tab';
import { HistoryTab } from '../history/history-tab';
import { LogicTab } from '../logic/logic-tab';
import { SettingsTab, type ReviewTimelineView } from '../settings/settings-tab';
import { ShareTab } from '../share/share-tab';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import { PreviewTab } from './preview-tab';
import { useT } from '#app/shared/i18n/use-t';
import { designerTabsMessages } from './designer-tabs-messages';

interface Props {
  state: DesignerState;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  /** design edits (ignored for a viewer) */
  dispatch: Dispatch<DesignerAction>;
  /** for what the server says (a restored version), whoever reads */
  serverDispatch: Dispatch<DesignerAction>;
  busy: boolean;
  onPublish: (published: boolean) => void;
  tab: DesignerTab;
  onTabChange: (tab: DesignerTab) => void;
  reviewTimeline?: ReviewTimelineView | undefined;
  /** the respondent's view of the current design; without it there is no preview tab */
  preview?: FormPreviewView | undefined;
}

/** Design, preview, history, logic, settings, share and feedback; the tabs that need a stored form say so until it is saved. */
export function DesignerTabs({ state, problems, readOnly, dispatch, serverDispatch, busy, onPublish, tab, onTabChange, reviewTimeline, preview }: Props) {
  const t = useT(designerTabsMessages);
  const { formId } = state;
  const problemCount = (of: DesignerTab) => problems.filter((p) => tabOfField(p.field) === of).length;
  const saved = (content: (id: number) => ReactNode, of: 'history' | 'share' | 'feedback') =>
    formId === null ? <p className="card designer-save-first">{t(`designer.tabs.saveFirst.${of}`)}</p> : content(formId);

  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as DesignerTab)} className="designer-tabs">
      <TabList aria-label={t('designer.tabs.label')} className="designer-tab-list">
        {designerTabs.filter((id) => id !== 'preview' || preview).map((id) => {
          const count = problemCount(id);
          return (
            <Tab key={id} id={id} className="designer-tab">
              {t(`designer.tabs.${id}`)}
              {count > 0 && <span className="tab-problems">{t('designer.tabs.problems', { count })}</span>}
            </Tab>
          );
        })}
      </TabList>
      <TabPanel id="design" className="designer-tab-panel">
        <DesignTab state={state} problems={problems} readOnly={readOnly} dispatch={dispatch} onPreview={preview && (() => onTabChange('preview'))} />
      </TabPanel>
      {preview && (
        <TabPanel id="preview" className="designer-tab-panel">
          <PreviewTab state={state} view={preview} />
        </TabPanel>
      )}
      <TabPanel id="history" className="designer-tab-panel">
        {saved((id) => <HistoryTab formId={id} onRestored={(form) => serverDispatch({ type: 'loaded', form })} />, 'history')}
      </TabPanel>
      <TabPanel id="logic" className="designer-tab-panel">
        <fieldset className="plain-fieldset" disabled={readOnly}>
          <LogicTab design={state.design} problems={problems} dispatch={dispatch} />
        </fieldset>
      </TabPanel>
      <TabPanel id="settings" className="designer-tab-panel">
        <SettingsTab state={state} problems={problems} readOnly={readOnly} dispatch={dispatch} busy={busy} onPublish={onPublish} reviewTimeline={reviewTimeline} />
      </TabPanel>
      <TabPanel id="share" className="designer-tab-panel">
        {saved((id) => <ShareTab formId={id} status={state.status} shortUrl={state.shortUrl} access={state.access} formTitle={state.design.title} />, 'share')}
      </TabPanel>
      <TabPanel id="feedback" className="designer-tab-panel">
        {saved((id) => <FeedbackTab formId={id} />, 'feedback')}
      </TabPanel>
    </Tabs>
  );
}
