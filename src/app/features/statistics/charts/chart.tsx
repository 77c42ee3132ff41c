import { lazy, Suspense } from 'react';
import type { BarChartProps, PieChartProps } from './chart-types';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from '#app/features/statistics/statistics-messages';

// nivo is loaded only when a chart is drawn: the other screens (the public form above all) never fetch it
const LazyBar = lazy(() => import('./bar-chart'));
const LazyPie = lazy(() => import('./pie-chart'));

type Props = { title: string; height: number } & ({ type: 'bar'; bar: BarChartProps } | { type: 'pie'; pie: PieChartProps });

/** A chart as one image for assistive technology; its figures are in the table next to it. */
export function Chart(props: Props) {
  const t = useT(statisticsMessages);
  return (
    <div className="stats-chart" role="img" aria-label={t('stats.chartOf', { title: props.title })} style={{ height: props.height }}>
      <Suspense fallback={<p className="muted stats-chart-loading">{t('stats.chartLoading')}</p>}>
        {props.type === 'bar' ? <LazyBar {...props.bar} /> : <LazyPie {...props.pie} />}
      </Suspense>
    </div>
  );
}
