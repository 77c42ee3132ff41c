import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ByDateFigures } from './by-date-figures';
import { averageCompletion } from './completion';
import { QueryView } from './query-view';
import { chartByDateQuery, groupByQuestionQuery } from './statistics-api';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from './statistics-messages';

const noFilters = { where: [] };

/** Answers in total and in the last 30 days, completion, and answers per day. */
export function OverviewTab({ formId }: { formId: number }) {
  const intl = useIntl();
  const t = useT(statisticsMessages);
  const questions = useQuery(groupByQuestionQuery(formId, noFilters));
  const byDate = useQuery(chartByDateQuery(formId));
  const completion = questions.data ? averageCompletion(questions.data.data.questions) : null;
  return (
    <div className="stats-overview">
      <QueryView query={questions}>
        {(stats) => (
          <dl className="stats-cards">
            <div className="stats-card"><dt>{t('stats.total')}</dt><dd>{intl.formatNumber(stats.total)}</dd></div>
            <div className="stats-card">
              <dt>{t('stats.last30')}</dt><dd>{byDate.data ? intl.formatNumber(byDate.data.data.total) : '…'}</dd>
            </div>
            <div className="stats-card">
              <dt>{t('stats.completion')}</dt>
              <dd>{completion === null ? '–' : intl.formatNumber(completion, { style: 'percent', maximumFractionDigits: 1 })}</dd>
              <dd className="muted stats-card-help">{t('stats.completionHelp')}</dd>
            </div>
          </dl>
        )}
      </QueryView>
      <section className="card" aria-labelledby="stats-per-day">
        <h2 id="stats-per-day">{t('stats.perDay')}</h2>
        <QueryView query={byDate}>{(data) => <ByDateFigures byDate={data} title={t('stats.perDay')} />}</QueryView>
      </section>
    </div>
  );
}
