import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWS_RELATED_MAX, type NewsSummary } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { relatedChoicesQuery } from './news-api';
import { useT } from '#app/shared/i18n/use-t';
import { newsMessages } from './news-messages';

interface Props {
  selfId: number | undefined;
  related: NewsSummary[];
  onChange: (related: NewsSummary[]) => void;
  errorMessage?: string | undefined;
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** The related-news table: add from the company's other items, remove, and move up or down (the order shown to readers). */
export function NewsRelated({ selfId, related, onChange, errorMessage }: Props) {
  const t = useT(newsMessages);
  const choices = useQuery(relatedChoicesQuery());
  const [chosen, setChosen] = useState('');
  const taken = new Set([selfId, ...related.map((r) => r.id)]);
  const options = (choices.data?.data ?? []).filter((n) => !taken.has(n.id)).map((n) => ({ value: String(n.id), label: n.title }));
  const add = () => {
    const item = choices.data?.data.find((n) => String(n.id) === chosen);
    if (!item) return;
    onChange([...related, item]);
    setChosen('');
  };
  return (
    <section className="card news-related" aria-labelledby="news-related-title">
      <h2 id="news-related-title">{t('news.related')}</h2>
      {related.length === 0 ? <p className="muted">{t('news.relatedEmpty')}</p> : (
        <table className="news-related-table">
          <caption className="sr-only">{t('news.related')}</caption>
          <thead><tr><th scope="col">{t('news.col.title')}</th><th scope="col">{t('news.col.action')}</th></tr></thead>
          <tbody>
            {related.map((r, i) => (
              <tr key={r.id}>
                <td>{r.title}<span className="muted news-by">{t(`news.status.${r.status}`)}</span></td>
                <td className="news-related-actions">
                  <Button variant="quiet" isDisabled={i === 0} onPress={() => onChange(moved(related, i, i - 1))} aria-label={t('news.moveUp', { title: r.title })}>↑</Button>
                  <Button variant="quiet" isDisabled={i === related.length - 1} onPress={() => onChange(moved(related, i, i + 1))} aria-label={t('news.moveDown', { title: r.title })}>↓</Button>
                  <Button variant="quiet" onPress={() => onChange(related.filter((x) => x.id !== r.id))} aria-label={t('news.removeRelated', { title: r.title })}>✕</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {related.length < NEWS_RELATED_MAX && (
        <div className="news-related-add">
          <NativeSelect label={t('news.addRelatedLabel')} value={chosen} options={options} placeholder={t('news.chooseRelated')} onChange={setChosen} isDisabled={!choices.isSuccess} />
          <Button onPress={add} isDisabled={!chosen}>{t('news.addRelated')}</Button>
        </div>
      )}
      {errorMessage && <p className="field-error" role="alert">{errorMessage}</p>}
    </section>
  );
}
