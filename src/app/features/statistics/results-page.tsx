import '#app/shared/ui/print.css';
import './statistics.css';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { AnswerFilters } from '#core/api';
import { displayOnlyKinds, localizeDesign } from '#core/forms';
import { allElements, type FormDetail } from '#core/forms';
import { useLanguage } from '#app/shared/i18n/i18n-provider';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { AnswersTab } from './answers-tab';
import { OverviewTab } from './overview-tab';
import { QuestionsTab } from './questions-tab';
import { OfflineCopyNotice } from './query-view';
import { useT } from '#app/shared/i18n/use-t';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { statisticsMessages } from './statistics-messages';
import { resultTabs, type ResultTab } from './result-tabs';

/** the tabs printed as a document (docs/statistics.md); the answer table prints one answer from its detail */
const printableTabs: readonly ResultTab[] = ['overview', 'questions'];

interface Props {
  form: FormDetail & { offlineCopyFrom?: string | null };
  tab: ResultTab;
  onTab: (tab: ResultTab) => void;
}

/** A form's results: overview, a chart per question, and the answer table with exports. */
export function ResultsPage({ form, tab, onTab }: Props) {
  const t = useT(formsMessages, statisticsMessages);
  const dateTime = useDateTime();
  const language = useLanguage();
  const [filters, setFilters] = useState<AnswerFilters>({ where: [] });
  const [openedAt, setOpenedAt] = useState(() => new Date().toISOString());
  const print = () => {
    flushSync(() => setOpenedAt(new Date().toISOString()));
    window.print();
  };
  // a bilingual form's questions and options in the reader's language, as the server labels its figures
  const design = localizeDesign(form.design, language);
  const title = design.title.trim() || t('forms.untitled');
  const elements = allElements(design).filter((e) => !displayOnlyKinds.includes(e.kind));
  return (
    <div className="stats-page print-page">
      <div className="stats-head">
        <div>
          <p className="stats-eyebrow">{t('forms.results')}</p>
          <h1>{title}</h1>
          <p className="muted stats-as-of">{t('stats.figuresAsOf', { time: dateTime(form.offlineCopyFrom ?? openedAt) })}</p>
        </div>
        <div className="stats-head-actions no-print">
          {printableTabs.includes(tab) && <Button onPress={print}>{t('stats.print')}</Button>}
          <LinkButton to="/forms">{t('stats.backToForms')}</LinkButton>
          {form.access !== 'viewer' && <LinkButton to="/forms/$id/edit" params={{ id: form.id }}>{t('stats.editForm')}</LinkButton>}
          {form.access === 'owner' && <LinkButton to="/forms/$id/webhooks" params={{ id: form.id }}>{t('stats.webhooks')}</LinkButton>}
        </div>
      </div>
      <OfflineCopyNotice from={form.offlineCopyFrom}>
        <Tabs selectedKey={tab} onSelectionChange={(key) => onTab(key as ResultTab)}>
          <TabList aria-label={t('stats.tabs')} className="stats-tab-list no-print">
            {resultTabs.map((id) => <Tab key={id} id={id} className="stats-tab">{t(`stats.tab.${id}`)}</Tab>)}
          </TabList>
          <TabPanel id="overview" className="stats-tab-panel"><OverviewTab formId={form.id} /></TabPanel>
          <TabPanel id="questions" className="stats-tab-panel"><QuestionsTab formId={form.id} filters={filters} /></TabPanel>
          <TabPanel id="answers" className="stats-tab-panel">
            <AnswersTab formId={form.id} elements={elements} filters={filters} onFilters={setFilters} />
          </TabPanel>
        </Tabs>
      </OfflineCopyNotice>
    </div>
  );
}
