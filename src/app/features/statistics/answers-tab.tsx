import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnswerFilters, AnswerRow } from '#core/api';
import type { FormElement } from '#core/forms';
import { AnswerDetailDialog } from './answer-detail-dialog';
import { AnswerFiltersForm } from './answer-filters';
import { AnswersTable } from './answers-table';
import { ExportToolbar } from './export-toolbar';
import { Pager } from '#app/shared/ui/pager';
import { QueryView } from './query-view';
import { ANSWERS_PAGE_SIZE, answersQuery, type AnswerSort } from './statistics-api';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';
import { statisticsMessages } from './statistics-messages';

interface Props {
  formId: number;
  elements: readonly FormElement[];
  filters: AnswerFilters;
  onFilters: (filters: AnswerFilters) => void;
}

/** The filters, the exports under them, the answer table with sorting and paging, and one answer's detail. */
export function AnswersTab({ formId, elements, filters, onFilters }: Props) {
  const t = useT(answersMessages, statisticsMessages);
  const [sort, setSort] = useState<AnswerSort>('-submittedAt');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AnswerRow | null>(null);
  const query = useQuery(answersQuery(formId, filters, sort, page));
  const apply = (next: AnswerFilters) => {
    setPage(1);
    onFilters(next);
  };
  return (
    <div className="stats-answers-tab">
      <AnswerFiltersForm formId={formId} filters={filters} onApply={apply} />
      <ExportToolbar formId={formId} filters={filters} />
      <QueryView query={query}>
        {(list) => {
          const pages = Math.max(1, Math.ceil(list.totalData / ANSWERS_PAGE_SIZE));
          return (
            <>
              <p className="muted" aria-live="polite">{t('answers.count', { count: list.totalData })}</p>
              {list.data.length > 0 && (
                <AnswersTable rows={list.data} elements={elements} sort={sort} onOpen={setOpen}
                  onSort={(next) => { setSort(next); setPage(1); }}
                  caption={t('answers.caption', { page, pages })} />
              )}
              <Pager page={page} pages={pages} onPage={setPage} label={t('stats.pagesOf', { title: t('stats.tab.answers') })} />
            </>
          );
        }}
      </QueryView>
      <AnswerDetailDialog formId={formId} row={open} elements={elements} onClose={() => setOpen(null)} />
    </div>
  );
}
