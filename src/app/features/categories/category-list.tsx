import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { TextField } from '#app/shared/ui/text-field';
import { categoriesQuery } from './categories-api';
import { useCategoriesWords } from './use-categories-words';

interface Props {
  selected: number | undefined;
  onSelect: (category: Category) => void;
  onAdd: () => void;
}

/** The left pane: the company's categories, searchable; the chosen one is marked as current. */
export function CategoryList({ selected, onSelect, onAdd }: Props) {
  const { t, failure } = useCategoriesWords();
  const [search, setSearch] = useState('');
  const list = useQuery(categoriesQuery(search.trim()));
  return (
    <section className="card categories-left" aria-labelledby="categories-list-heading">
      <div className="categories-head">
        <h2 id="categories-list-heading">{t('categories.list')}</h2>
        <Button variant="primary" onPress={onAdd}>{t('categories.add')}</Button>
      </div>
      <TextField label={t('categories.search')} type="search" value={search} onChange={setSearch} />
      {list.isPending ? <Spinner label={t('categories.loading')} /> : list.isError ? <Alert tone="error">{failure(list.error)}</Alert> : list.data.data.length === 0 ? (
        <p className="muted">{t('categories.empty')}</p>
      ) : (
        <ul className="categories-choices">
          {list.data.data.map((c) => (
            <li key={c.id}>
              <Button variant="quiet" className="categories-choice" {...(c.id === selected && { 'aria-current': 'true' })} onPress={() => onSelect(c)}>
                <span>{c.name}</span> <span className="muted">{t('categories.choiceMeta', { code: c.code, count: c.itemCount })}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
