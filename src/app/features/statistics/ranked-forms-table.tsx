import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { OverviewStatistical } from '#core/api';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { TableScroll } from './table-scroll';
import { useT } from '#app/shared/i18n/use-t';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { statisticsMessages } from './statistics-messages';
import { surveysMessages } from './surveys-messages';

type RankedForm = OverviewStatistical['mostUsed'][number];

/** A top-20 list: rank, title linking to the form's results, answers and the last answer's time. */
export function RankedFormsTable({ forms, caption }: { forms: readonly RankedForm[]; caption: string }) {
  const intl = useIntl();
  const t = useT(formsMessages, statisticsMessages, surveysMessages);
  const dateTime = useDateTime();
  if (forms.length === 0) return <p className="muted">{t('surveys.noForms')}</p>;
  return (
    <TableScroll label={caption}>
      <table className="stats-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">#</th>
            <th scope="col">{t('surveys.form')}</th>
            <th scope="col" className="numeric">{t('stats.answers')}</th>
            <th scope="col">{t('surveys.lastAnswer')}</th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form, i) => (
            <tr key={form.id}>
              <td className="numeric">{i + 1}</td>
              <th scope="row" className="stats-text">
                <Link to="/forms/$id/results" params={{ id: form.id }}>{form.title.trim() || t('forms.untitled')}</Link>
              </th>
              <td className="numeric">{intl.formatNumber(form.answers)}</td>
              <td className="stats-nowrap">{form.lastAnswerAt ? <time dateTime={form.lastAnswerAt}>{dateTime(form.lastAnswerAt)}</time> : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
