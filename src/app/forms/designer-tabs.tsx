import type { Dispatch, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '#core/i18n';
import type { DesignerAction, DesignerState } from './designer-state';
import { designerTabs, tabOfField, type DesignerTab } from './designer-tabs-memory';
import { DesignTab } from './tab-design';
import { FeedbackTab } from './tab-feedback';
import { HistoryTab } from './tab-history';
import { LogicTab } from './tab-logic';
import { SettingsTab } from './tab-settings';
import { ShareTab } from './tab-share';

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
}

/** Design, history, logic, settings, share and feedback; the tabs that need a stored form say so until it is saved. */
export function DesignerTabs({ state, problems, readOnly, dispatch, serverDispatch, busy, onPublish, tab, onTabChange }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { formId } = state;
  const problemCount = (of: DesignerTab) => problems.filter((p) => tabOfField(p.field) === of).length;
  const saved = (content: (id: number) => ReactNode, of: DesignerTab) =>
    formId === null ? <p className="card designer-save-first">{t(`designer.tabs.saveFirst.${of}`)}</p> : content(formId);

  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key as DesignerTab)} className="designer-tabs">
      <TabList aria-label={t('designer.tabs.label')} className="designer-tab-list">
        {designerTabs.map((id) => {
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
        <DesignTab state={state} problems={problems} readOnly={readOnly} dispatch={dispatch} />
      </TabPanel>
      <TabPanel id="history" className="designer-tab-panel">
        {saved((id) => <HistoryTab formId={id} onRestored={(form) => serverDispatch({ type: 'loaded', form })} />, 'history')}
      </TabPanel>
      <TabPanel id="logic" className="designer-tab-panel">
        <fieldset className="plain-fieldset" disabled={readOnly}>
          <LogicTab design={state.design} problems={problems} dispatch={dispatch} />
        </fieldset>
      </TabPanel>
      <TabPanel id="settings" className="designer-tab-panel">
        <SettingsTab state={state} problems={problems} readOnly={readOnly} dispatch={dispatch} busy={busy} onPublish={onPublish} />
      </TabPanel>
      <TabPanel id="share" className="designer-tab-panel">
        {saved((id) => <ShareTab formId={id} status={state.status} shortUrl={state.shortUrl} access={state.access} />, 'share')}
      </TabPanel>
      <TabPanel id="feedback" className="designer-tab-panel">
        {saved((id) => <FeedbackTab formId={id} />, 'feedback')}
      </TabPanel>
    </Tabs>
  );
}
