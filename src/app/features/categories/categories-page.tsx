import './categories.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category } from '#core/api';
import { categoriesQuery } from './categories-api';
import { CategoryDialog, DeleteDialog, ItemDialog } from './category-dialogs';
import { CategoryItems, type ItemAction } from './category-items';
import { CategoryList } from './category-list';
import { useCategoriesWords } from './use-categories-words';

type Open = { kind: 'category'; category: Category | null } | { kind: 'delete-category'; category: Category } | ItemAction | null;

/** Management → categories: the category manager (left the list, right the chosen one's items by level). */
export function CategoriesPage({ selected, onSelect }: { selected: number | undefined; onSelect: (id: number | undefined) => void }) {
  const { t } = useCategoriesWords();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const all = useQuery(categoriesQuery(''));
  const chosen = all.data?.data.find((c) => c.id === selected);
  return (
    <div className="categories-page">
      <h1>{t('management.section.categories')}</h1>
      <p className="muted">{t('categories.intro')}</p>
      <div className="categories-panes">
        <CategoryList selected={selected} onSelect={(c) => onSelect(c.id)} onAdd={() => setOpen({ kind: 'category', category: null })} />
        {chosen ? (
          <CategoryItems category={chosen} onAction={setOpen}
            onEdit={() => setOpen({ kind: 'category', category: chosen })} onDelete={() => setOpen({ kind: 'delete-category', category: chosen })} />
        ) : <section className="card categories-right"><p className="muted">{t('categories.choose')}</p></section>}
      </div>
      {open?.kind === 'category' && <CategoryDialog category={open.category} onClose={close} onSaved={onSelect} />}
      {open?.kind === 'delete-category' && <DeleteDialog target={{ category: open.category }} onClose={close} onDeleted={() => onSelect(undefined)} />}
      {chosen && open?.kind === 'add' && <ItemDialog categoryId={chosen.id} parent={open.parent} item={null} onClose={close} />}
      {chosen && open?.kind === 'edit' && <ItemDialog categoryId={chosen.id} parent={null} item={open.item} onClose={close} />}
      {open?.kind === 'delete' && <DeleteDialog target={{ item: open.item }} onClose={close} onDeleted={() => undefined} />}
    </div>
  );
}
