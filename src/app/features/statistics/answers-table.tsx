import type { AnswerRow } from '#core/api';
import type { FormElement } from '#core/forms';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { Button } from '#app/shared/ui/button';
import { answerLines } from './answer-text';
import type { AnswerSort } from './statistics-api';
import { useAnswerWords } from './use-answer-words';
import { TableScroll } from './table-scroll';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';
import { statisticsMessages } from './statistics-messages';

/** How many questions the table shows beside the time and respondent; the detail shows them all. */
const SHOWN_QUESTIONS = 3;

interface Props {
  rows: readonly AnswerRow[];
  elements: readonly FormElement[];
  sort: AnswerSort;
  onSort: (sort: AnswerSort) => void;
  onOpen: (row: AnswerRow) => void;
  caption: string;
}

export function respondentName(row: AnswerRow, anonymous: string): string {
  return row.respondent?.name || row.respondent?.username || row.verifiedEmail || row.verifiedPhone || anonymous;
}

/** The answers of one page: time (sortable), respondent, the first questions, and a button to the detail. */
export function AnswersTable({ rows, elements, sort, onSort, onOpen, caption }: Props) {
  const t = useT(answersMessages, statisticsMessages);
  const dateTime = useDateTime();
  const words = useAnswerWords();
  const shown = elements.slice(0, SHOWN_QUESTIONS);
  const newestFirst = sort === '-submittedAt';
  return (
    <TableScroll label={caption}>
      <table className="stats-table stats-answers">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={newestFirst ? 'descending' : 'ascending'}>
              <Button variant="quiet" className="stats-sort" onPress={() => onSort(newestFirst ? 'submittedAt' : '-submittedAt')}>
                {t('stats.submittedAt')} <span aria-hidden="true">{newestFirst ? '↓' : '↑'}</span>
                <span className="sr-only">{t(newestFirst ? 'answers.sortedNewest' : 'answers.sortedOldest')}</span>
              </Button>
            </th>
            <th scope="col">{t('answers.respondent')}</th>
            {shown.map((e) => <th key={e.id} scope="col" className="stats-question-col">{e.title}</th>)}
            <th scope="col"><span className="sr-only">{t('answers.detail')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const when = dateTime(row.submittedAt);
            return (
              <tr key={row.responseId}>
                <td className="stats-nowrap"><time dateTime={row.submittedAt}>{when}</time></td>
                <td>{respondentName(row, t('answers.anonymous'))}</td>
                {shown.map((e) => <td key={e.id} className="stats-text">{answerLines(e, row.answers[e.id], { ...words, places: row.places }).join('; ')}</td>)}
                <td>
                  <Button onPress={() => onOpen(row)} aria-label={t('answers.viewNamed', { when })}>{t('answers.view')}</Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
