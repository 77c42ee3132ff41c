import { useIntl } from 'react-intl';
import { TableScroll } from './table-scroll';
import { useT } from '#app/shared/i18n/use-t';
import { statisticsMessages } from './statistics-messages';

export interface FiguresTableProps {
  caption: string;
  /** the first header names the row labels, the rest the figures */
  headers: readonly string[];
  rows: readonly (readonly [string, ...(string | number)[]])[];
}

/** The figures behind a chart as a real table, behind a "Show as table" disclosure. */
export function FiguresTable({ caption, headers, rows }: FiguresTableProps) {
  const intl = useIntl();
  const t = useT(statisticsMessages);
  const cell = (value: string | number) => (typeof value === 'number' ? intl.formatNumber(value) : value);
  return (
    <details className="stats-figures">
      <summary>{t('stats.showTable')}</summary>
      <TableScroll label={caption}>
        <table className="stats-table">
          <caption>{caption}</caption>
          <thead>
            <tr>{headers.map((h, i) => <th key={h} scope="col" className={i > 0 ? 'numeric' : undefined}>{h}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map(([label, ...values], r) => (
              <tr key={`${label}-${r}`}>
                <th scope="row">{label}</th>
                {values.map((v, i) => <td key={i} className="numeric">{cell(v)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
