import type { ChartByDate } from '#core/api';
import { useWallClockFormat } from '#app/shared/i18n/use-date-time';
import { Chart } from './charts/chart';
import { FiguresTable } from './figures-table';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from './statistics-messages';

/** Answers per day: bars, with the day-by-day table behind them. */
export function ByDateFigures({ byDate, title }: { byDate: ChartByDate; title: string }) {
  const formatDay = useWallClockFormat();
  const t = useT(statisticsMessages);
  const key = t('stats.answers');
  return (
    <>
      <Chart type="bar" title={title} height={220}
        bar={{ rows: byDate.days.map((d) => ({ label: formatDay(d.date, 'dayMonth'), [key]: d.count })), keys: [key], labelEvery: 7 }} />
      <FiguresTable
        caption={title}
        headers={[t('stats.day'), key]}
        rows={byDate.days.map((d) => [formatDay(d.date), d.count] as const)}
      />
    </>
  );
}
