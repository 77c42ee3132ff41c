import './statistics.css';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { OverviewStatistical } from '#core/api';
import { ByDateFigures } from './by-date-figures';
import { ManagerTable } from './manager-table';
import { QueryView } from './query-view';
import { RankedFormsTable } from './ranked-forms-table';
import { chartByDateQuery, managerStatisticalQuery, overviewStatisticalQuery } from './statistics-api';
import { useT } from '#app/shared/i18n/use-t';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { statisticsMessages } from './statistics-messages';
import { surveysMessages } from './surveys-messages';

function OverviewCards({ overview }: { overview: OverviewStatistical }) {
  const intl = useIntl();
  const t = useT(formsMessages, managementMessages, statisticsMessages, surveysMessages);
  const n = (value: number) => intl.formatNumber(value);
  const statuses = Object.entries(overview.forms.byStatus).filter(([status]) => ['0', '1', '3'].includes(status));
  return (
    <dl className="stats-cards">
      <div className="stats-card">
        <dt>{t('surveys.formsTotal')}</dt><dd>{n(overview.forms.total)}</dd>
        <dd className="stats-card-list">
          {statuses.map(([status, count]) => <span key={status}>{t.ifKnown(`forms.status.${status}`, status)}: {n(count)}</span>)}
        </dd>
      </div>
      <div className="stats-card"><dt>{t('stats.total')}</dt><dd>{n(overview.answers.total)}</dd></div>
      <div className="stats-card"><dt>{t('surveys.today')}</dt><dd>{n(overview.answers.today)}</dd></div>
      <div className="stats-card"><dt>{t('stats.last30')}</dt><dd>{n(overview.answers.last30Days)}</dd></div>
    </dl>
  );
}

/** Survey management: the overview for administrators, answers per day, the top forms, and the managed users. */
export function SurveysPage() {
  const t = useT(formsMessages, managementMessages, statisticsMessages, surveysMessages);
  const overview = useQuery(overviewStatisticalQuery());
  const byDate = useQuery(chartByDateQuery(undefined));
  const manager = useQuery(managerStatisticalQuery());
  return (
    <div className="stats-page">
      <h1>{t('management.section.surveys')}</h1>
      <p className="muted">{t('management.section.surveys.desc')}</p>
      <QueryView query={overview}>
        {(data) => (
          <>
            <OverviewCards overview={data} />
            <div className="stats-two">
              <section className="card" aria-labelledby="surveys-most-used">
                <h2 id="surveys-most-used">{t('surveys.mostUsed')}</h2>
                <RankedFormsTable forms={data.mostUsed} caption={t('surveys.mostUsed')} />
              </section>
              <section className="card" aria-labelledby="surveys-recent">
                <h2 id="surveys-recent">{t('surveys.recentlyUsed')}</h2>
                <RankedFormsTable forms={data.recentlyUsed} caption={t('surveys.recentlyUsed')} />
              </section>
            </div>
          </>
        )}
      </QueryView>
      <section className="card" aria-labelledby="surveys-frequency">
        <h2 id="surveys-frequency">{t('surveys.frequency')}</h2>
        <QueryView query={byDate}>{(data) => <ByDateFigures byDate={data} title={t('surveys.frequency')} />}</QueryView>
      </section>
      <section className="card" aria-labelledby="surveys-managed">
        <h2 id="surveys-managed">{t('surveys.managed')}</h2>
        <QueryView query={manager}>{(data) => <ManagerTable stats={data} />}</QueryView>
      </section>
    </div>
  );
}
