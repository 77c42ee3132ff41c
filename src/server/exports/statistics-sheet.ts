import type { GroupByQuestion, QuestionStatistics } from '#core/api';
import type { Language } from '#core/constants';
import type { CellValue } from './export-types';
import { label } from './export-text';
import type { SheetWriter } from './sheet-writer';

/** Percent of the responses that answered the question, one decimal (checkbox shares may add up past 100). */
const percent = (count: number, answered: number) => (answered === 0 ? 0 : Math.round((count / answered) * 1000) / 10);

const binName = (bin: { from: number; to: number }) => (bin.from === bin.to ? String(bin.from) : `${bin.from} – ${bin.to}`);

function questionRows(q: QuestionStatistics, language: Language): CellValue[][] {
  const t = (key: Parameters<typeof label>[1]) => label(language, key);
  const title = q.removedAfterVersion === undefined ? q.title : label(language, 'export.removedQuestion', { version: q.removedAfterVersion, title: q.title });
  const rows: CellValue[][] = [[title], [t('export.answered'), q.answered, t('export.skipped'), q.skipped]];
  if (q.buckets.length > 0) {
    rows.push([t('export.choice'), t('export.count'), t('export.percent')]);
    for (const b of q.buckets) rows.push([b.label, b.count, percent(b.count, q.answered)]);
  }
  if (q.grid.length > 0) {
    rows.push([t('export.row'), t('export.column'), t('export.count'), t('export.percent')]);
    for (const row of q.grid) for (const c of row.columns) rows.push([row.label, c.label, c.count, percent(c.count, q.answered)]);
  }
  if (q.numeric) {
    rows.push([t('export.mean'), q.numeric.mean], [t('export.min'), q.numeric.min], [t('export.max'), q.numeric.max]);
    if (q.numeric.histogram.length > 0) rows.push([t('export.range'), t('export.count'), t('export.percent')]);
    for (const bin of q.numeric.histogram) rows.push([binName(bin), bin.count, percent(bin.count, q.answered)]);
  }
  return rows;
}

/** The form's title and response count, then per question its title, counts and buckets, a blank row between. */
export function writeStatisticsSheet(writer: SheetWriter, title: string, stats: GroupByQuestion, language: Language): void {
  writer.row([title]);
  writer.row([label(language, 'export.totalResponses'), stats.total]);
  for (const question of stats.questions) {
    writer.row([]);
    for (const row of questionRows(question, language)) writer.row(row);
  }
}
