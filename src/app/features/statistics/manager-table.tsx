import { useIntl } from 'react-intl';
import type { ManagerStatistical } from '#core/api';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { TableScroll } from './table-scroll';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from './statistics-messages';
import { surveysMessages } from './surveys-messages';

/** Per managed user: forms, published forms, answers, last answer; totals in the footer. */
export function ManagerTable({ stats }: { stats: ManagerStatistical }) {
  const intl = useIntl();
  const t = useT(statisticsMessages, surveysMessages);
  const dateTime = useDateTime();
  const n = (value: number) => intl.formatNumber(value);
  if (stats.users.length === 0) return <p className="muted">{t('surveys.noUsers')}</p>;
  return (
    <TableScroll label={t('surveys.managerCaption')}>
      <table className="stats-table">
        <caption>{t('surveys.managerCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('surveys.user')}</th>
            <th scope="col" className="numeric">{t('surveys.forms')}</th>
            <th scope="col" className="numeric">{t('surveys.published')}</th>
            <th scope="col" className="numeric">{t('stats.answers')}</th>
            <th scope="col">{t('surveys.lastAnswer')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.users.map((user) => (
            <tr key={user.userId}>
              <th scope="row">{user.name}</th>
              <td className="numeric">{n(user.forms)}</td>
              <td className="numeric">{n(user.published)}</td>
              <td className="numeric">{n(user.answers)}</td>
              <td className="stats-nowrap">{user.lastAnswerAt ? <time dateTime={user.lastAnswerAt}>{dateTime(user.lastAnswerAt)}</time> : '–'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('surveys.totalUsers', { count: n(stats.totals.users) })}</th>
            <td className="numeric">{n(stats.totals.forms)}</td>
            <td className="numeric">{n(stats.totals.published)}</td>
            <td className="numeric">{n(stats.totals.answers)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
