import { format, parseISO } from 'date-fns';
import { useIntl } from 'react-intl';
import type { ChartByDate } from '#core/api';
import { Chart } from './charts/chart';
import { FiguresTable } from './figures-table';

/** Answers per day: bars, with the day-by-day table behind them. */
export function ByDateFigures({ byDate, title }: { byDate: ChartByDate; title: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const day = (iso: string) => format(parseISO(iso), 'dd/MM');
  const key = t('stats.answers');
  return (
    <>
      <Chart type="bar" title={title} height={220}
        bar={{ rows: byDate.days.map((d) => ({ label: day(d.date), [key]: d.count })), keys: [key], labelEvery: 7 }} />
      <FiguresTable
        caption={title}
        headers={[t('stats.day'), key]}
        rows={byDate.days.map((d) => [intl.formatDate(parseISO(d.date), { dateStyle: 'medium' }), d.count] as const)}
      />
    </>
  );
}
