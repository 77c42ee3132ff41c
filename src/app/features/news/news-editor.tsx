import './news.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import type { NewsDetail, NewsSummary } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { Spinner } from '#app/shared/ui/spinner';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { keepSavedItem, newsItemQuery, saveNews } from './news-api';
import { NewsSidePanel } from './news-side-panel';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { newsMessages } from './news-messages';

/** SPEC 9: the news editor's rich-text area is at least 672 px high. */
const EDITOR_MIN_HEIGHT = 672;

interface Draft {
  title: string;
  summary: string;
  content: string;
  coverImage: string | null;
  related: NewsSummary[];
}

const draftOf = (item: NewsDetail | undefined): Draft => ({
  title: item?.title ?? '', summary: item?.summary ?? '', content: item?.content ?? '', coverImage: item?.coverImage ?? null, related: item?.related ?? [],
});

function Form({ item, onSaved, onBack }: { item: NewsDetail | undefined; onSaved: (id: number) => void; onBack: () => void }) {
  const t = useT(commonMessages, newsMessages);
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const patch = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const save = useMutation({
    mutationFn: () => saveNews({
      id: item?.id, title: draft.title, summary: draft.summary, content: draft.content, coverImage: draft.coverImage,
      relatedIds: draft.related.map((r) => r.id),
    }),
    onSuccess: async (saved) => {
      showToast('success', t('news.saved'));
      await keepSavedItem(client, saved);
      onSaved(saved.id);
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="news-editor" onSubmit={submit} noValidate aria-labelledby="news-editor-title">
      <div className="news-head">
        <h1 id="news-editor-title">{t(item ? 'news.editTitle' : 'news.createTitle')}</h1>
        <div className="button-row">
          <Button onPress={onBack}>{t('news.back')}</Button>
          <Button type="submit" variant="primary" isDisabled={save.isPending}>{t('common.save')}</Button>
        </div>
      </div>
      {error && !error.errors.length && <Alert tone="error">{error.message}</Alert>}
      <div className="news-editor-grid">
        <section className="card news-editor-main">
          <TextField label={t('news.field.title')} isRequired value={draft.title} onChange={(title) => patch({ title })} errorMessage={error?.fieldError('title')} />
          <TextField label={t('news.field.summary')} multiline value={draft.summary} onChange={(summary) => patch({ summary })} errorMessage={error?.fieldError('summary')} />
          <RichTextEditor label={t('news.field.content')} value={draft.content} onChange={(content) => patch({ content })} minHeight={EDITOR_MIN_HEIGHT} errorMessage={error?.fieldError('content')} />
        </section>
        <NewsSidePanel
          item={item} coverImage={draft.coverImage} related={draft.related}
          coverError={error?.fieldError('coverImage')} relatedError={error?.fieldError('relatedIds')}
          onCover={(coverImage) => patch({ coverImage })} onRelated={(related) => patch({ related })}
        />
      </div>
    </form>
  );
}

/** Create (no id) or edit a news item: the rich text on the left, status, cover and related news on the right. */
export function NewsEditor({ id, onSaved, onBack }: { id: number | undefined; onSaved: (id: number) => void; onBack: () => void }) {
  const t = useT(commonMessages, newsMessages);
  const item = useQuery({ ...newsItemQuery(id ?? 0), enabled: id !== undefined });
  if (id === undefined) return <Form key="new" item={undefined} onSaved={onSaved} onBack={onBack} />;
  if (item.isPending) return <Spinner label={t('news.loading')} />;
  if (item.isError) return <Alert tone="error">{item.error.message}</Alert>;
  return <Form key={`${item.data.id}-${item.data.updatedAt}`} item={item.data} onSaved={onSaved} onBack={onBack} />;
}
