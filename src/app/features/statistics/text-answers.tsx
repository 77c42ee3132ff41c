import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { Pager } from '#app/shared/ui/pager';
import { QueryView } from './query-view';
import { TEXT_PAGE_SIZE, textAnswersQuery } from './statistics-api';
import { TableScroll } from './table-scroll';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';
import { statisticsMessages } from './statistics-messages';

/** A text question's answers, newest first, a page at a time. */
export function TextAnswers({ formId, elementId, title }: { formId: number; elementId: string; title: string }) {
  const t = useT(answersMessages, statisticsMessages);
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const query = useQuery(textAnswersQuery(formId, elementId, page));
  return (
    <QueryView query={query}>
      {(list) => list.data.length === 0 ? <p className="muted">{t('stats.noText')}</p> : (
        <>
          <TableScroll label={t('stats.textCaption', { title })}>
            <table className="stats-table">
              <caption>{t('stats.textCaption', { title })}</caption>
              <thead>
                <tr><th scope="col">{t('stats.submittedAt')}</th><th scope="col">{t('stats.text')}</th></tr>
              </thead>
              <tbody>
                {list.data.map((answer) => (
                  <tr key={answer.responseId}>
                    <td className="stats-nowrap"><time dateTime={answer.submittedAt}>{dateTime(answer.submittedAt)}</time></td>
                    <td className="stats-text">{answer.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager page={page} pages={Math.max(1, Math.ceil(list.totalData / TEXT_PAGE_SIZE))} onPage={setPage} label={t('stats.pagesOf', { title })} />
        </>
      )}
    </QueryView>
  );
}
