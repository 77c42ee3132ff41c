import './news.css';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import type { NewsSummary } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { NativeSelect } from '#app/shared/ui/native-select';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { NEWS_PAGE_SIZE, type NewsFilters, deleteNews, newsKeys, newsListQuery } from './news-api';
import { NewsTable } from './news-table';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { newsMessages } from './news-messages';

interface Props {
  filters: NewsFilters;
  onChange: (next: NewsFilters) => void;
  onEdit: (id: number | 'new') => void;
}

function Filters({ filters, onChange }: Omit<Props, 'onEdit'>) {
  const t = useT(commonMessages, managementMessages, newsMessages);
  const [text, setText] = useState(filters.search ?? '');
  const apply = (patch: Partial<NewsFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    apply({ search: text.trim() || undefined });
  };
  return (
    <form role="search" aria-label={t('news.filters')} className="news-filters" onSubmit={submit}>
      <NativeSelect
        label={t('news.status')} value={filters.status === undefined ? '' : String(filters.status)} placeholder={t('news.status.all')}
        options={[{ value: '0', label: t('news.status.0') }, { value: '1', label: t('news.status.1') }]}
        onChange={(value) => apply({ status: value === '1' ? 1 : value === '0' ? 0 : undefined })}
      />
      <div className="news-search">
        <TextField label={t('news.search')} type="search" value={text} onChange={setText} />
        <Button type="submit" variant="primary">{t('news.searchButton')}</Button>
      </div>
    </form>
  );
}

/** Management → news: drafts and published items, last changed first, with edit and delete. */
export function NewsListPage({ filters, onChange, onEdit }: Props) {
  const t = useT(commonMessages, managementMessages, newsMessages);
  const client = useQueryClient();
  const list = useQuery({ ...newsListQuery(filters), placeholderData: keepPreviousData });
  const [removing, setRemoving] = useState<NewsSummary | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteNews(id),
    onSuccess: async () => {
      setRemoving(null);
      showToast('success', t('news.deleted'));
      await client.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
  return (
    <div className="news-page">
      <div className="news-head">
        <h1>{t('management.section.news')}</h1>
        <Button variant="primary" onPress={() => onEdit('new')}>{t('news.create')}</Button>
      </div>
      <section className="card">
        <Filters key={filters.search ?? ''} filters={filters} onChange={onChange} />
        {list.isPending ? <Spinner label={t('news.loading')} /> : list.isError ? (
          <Alert tone="error">{t('news.loadFailed')} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button></Alert>
        ) : (
          <>
            <p className="muted" role="status">{t('news.count', { count: list.data.totalData })}</p>
            {list.data.data.length === 0 ? <p>{t('news.empty')}</p> : <NewsTable items={list.data.data} onEdit={onEdit} onDelete={setRemoving} />}
            <Pager page={filters.page} pages={Math.ceil(list.data.totalData / NEWS_PAGE_SIZE)} onPage={(page) => onChange({ ...filters, page })} label={t('news.pagesOf')} />
          </>
        )}
      </section>
      {removing && (
        <FormDialog
          title={t('news.deleteTitle')} danger submitLabel={t('news.delete')} busy={remove.isPending}
          problem={remove.error?.message ?? null} onClose={() => setRemoving(null)} onSubmit={() => remove.mutate(removing.id)}
        >
          <p>{t('news.deleteConfirm', { title: removing.title })}</p>
        </FormDialog>
      )}
    </div>
  );
}
