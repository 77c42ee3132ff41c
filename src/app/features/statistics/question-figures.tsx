import { useIntl } from 'react-intl';
import type { QuestionStatistics } from '#core/api';
import { Chart } from './charts/chart';
import { FiguresTable } from './figures-table';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from './statistics-messages';

const singleChoiceKinds: readonly string[] = ['radio', 'dropdown', 'boolean'];
const barHeight = (bars: number) => Math.max(120, bars * 34 + 40);

function usePercent() {
  const intl = useIntl();
  return (part: number, whole: number) => (whole > 0 ? intl.formatNumber(part / whole, { style: 'percent', maximumFractionDigits: 1 }) : '–');
}

/** Options, yes/no, provinces: bars (a pie for a single choice of up to five), with count and share. */
export function BucketFigures({ question }: { question: QuestionStatistics }) {
  const t = useT(statisticsMessages);
  const percent = usePercent();
  const province = question.chart === 'province';
  const buckets = province ? [...question.buckets].filter((b) => b.count > 0).sort((a, b) => b.count - a.count) : question.buckets;
  const pie = !province && singleChoiceKinds.includes(question.kind) && buckets.length <= 5;
  const rows = buckets.map((b) => ({ label: b.label, [t('stats.count')]: b.count }));
  return (
    <>
      {buckets.length > 0 && (pie
        ? <Chart type="pie" title={question.title} height={260} pie={{ slices: buckets.map((b) => ({ id: b.key, label: b.label, value: b.count })) }} />
        : <Chart type="bar" title={question.title} height={barHeight(buckets.length)} bar={{ rows, keys: [t('stats.count')], horizontal: true }} />)}
      <FiguresTable
        caption={t('stats.tableCaption', { title: question.title })}
        headers={[t(province ? 'stats.province' : 'stats.option'), t('stats.count'), t('stats.share')]}
        rows={buckets.map((b) => [b.label, b.count, percent(b.count, question.answered)] as const)}
      />
    </>
  );
}

/** Grids: one stacked bar per row, a segment per column. */
export function GridFigures({ question }: { question: QuestionStatistics }) {
  const t = useT(statisticsMessages);
  const columns = question.grid[0]?.columns.map((c) => c.label) ?? [];
  const rows = question.grid.map((row) => ({ label: row.label, ...Object.fromEntries(row.columns.map((c) => [c.label, c.count])) }));
  return (
    <>
      <Chart type="bar" title={question.title} height={barHeight(rows.length) + 40} bar={{ rows, keys: columns, horizontal: true, legend: true }} />
      <FiguresTable
        caption={t('stats.tableCaption', { title: question.title })}
        headers={[t('stats.row'), ...columns]}
        rows={question.grid.map((row) => [row.label, ...row.columns.map((c) => c.count)] as const)}
      />
    </>
  );
}

/** Numbers, ratings, scales: the histogram and mean, minimum, maximum. */
export function NumericFigures({ question }: { question: QuestionStatistics }) {
  const intl = useIntl();
  const t = useT(statisticsMessages);
  const numeric = question.numeric;
  if (!numeric) return null;
  const number = (n: number | null) => (n === null ? '–' : intl.formatNumber(n, { maximumFractionDigits: 2 }));
  const range = (from: number, to: number) => (from === to ? number(from) : `${number(from)}–${number(to)}`);
  const bins = numeric.histogram.map((bin) => ({ label: range(bin.from, bin.to), count: bin.count }));
  return (
    <>
      <dl className="stats-facts">
        <div><dt>{t('stats.mean')}</dt><dd>{number(numeric.mean)}</dd></div>
        <div><dt>{t('stats.min')}</dt><dd>{number(numeric.min)}</dd></div>
        <div><dt>{t('stats.max')}</dt><dd>{number(numeric.max)}</dd></div>
      </dl>
      {bins.length > 0 && (
        <Chart type="bar" title={question.title} height={240}
          bar={{ rows: bins.map((b) => ({ label: b.label, [t('stats.count')]: b.count })), keys: [t('stats.count')], labelEvery: Math.ceil(bins.length / 4) }} />
      )}
      <FiguresTable
        caption={t('stats.tableCaption', { title: question.title })}
        headers={[t('stats.range'), t('stats.count')]}
        rows={bins.map((b) => [b.label, b.count] as const)}
      />
    </>
  );
}
