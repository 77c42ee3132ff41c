import { useQuery } from '@tanstack/react-query';
import type { Category, CategoryItem } from '#core/api';
import { type Branch, treeBranches } from '#core/tree';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { categoryItemsQuery } from './categories-api';
import { useCategoriesWords } from './use-categories-words';

export type ItemAction = { kind: 'add'; parent: CategoryItem | null } | { kind: 'edit'; item: CategoryItem } | { kind: 'delete'; item: CategoryItem };

/** Siblings by their order, then by name. */
const byOrder = (a: CategoryItem, b: CategoryItem) => a.order - b.order || a.name.localeCompare(b.name);

function Branches({ branches, root, onAction }: { branches: readonly Branch<CategoryItem>[]; root: boolean; onAction: (a: ItemAction) => void }) {
  const { t } = useCategoriesWords();
  if (branches.length === 0) return null;
  return (
    <ul className={root ? 'category-tree' : 'category-branch'}>
      {branches.map(({ item, children }) => (
        <li key={item.id}>
          <div className="category-item">
            <span className="category-level">{t('categories.level', { level: item.level })}</span>
            <span className="category-item-name">{item.name}</span>
            <span className="muted">{item.code}</span>
            <span className="category-item-actions">
              <Button variant="quiet" onPress={() => onAction({ kind: 'add', parent: item })} aria-label={t('categories.item.addChild', { name: item.name })}>{t('categories.item.addChildShort')}</Button>
              <Button variant="quiet" onPress={() => onAction({ kind: 'edit', item })} aria-label={t('categories.item.edit', { name: item.name })}>{t('categories.editShort')}</Button>
              <Button variant="quiet" onPress={() => onAction({ kind: 'delete', item })} aria-label={t('categories.deleteTitle', { name: item.name })}>{t('categories.delete')}</Button>
            </span>
          </div>
          <Branches branches={children} root={false} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}

/** The right pane: the chosen category's items as a tree of levels, with their actions. */
export function CategoryItems({ category, onAction, onEdit, onDelete }: { category: Category; onAction: (a: ItemAction) => void; onEdit: () => void; onDelete: () => void }) {
  const { t, failure } = useCategoriesWords();
  const items = useQuery(categoryItemsQuery(category.id));
  return (
    <section className="card categories-right" aria-labelledby="category-items-heading">
      <div className="categories-head">
        <h2 id="category-items-heading">{t('categories.itemsOf', { name: category.name })}</h2>
        <span className="categories-head-actions">
          <Button onPress={onEdit}>{t('categories.editShort')}</Button>
          <Button variant="danger" onPress={onDelete}>{t('categories.delete')}</Button>
        </span>
      </div>
      <p className="muted">{t('categories.code', { code: category.code })}</p>
      <Button variant="primary" onPress={() => onAction({ kind: 'add', parent: null })}>{t('categories.item.add')}</Button>
      {items.isPending ? <Spinner label={t('categories.loading')} /> : items.isError ? <Alert tone="error">{failure(items.error)}</Alert> : items.data.length === 0 ? (
        <p className="muted">{t('categories.item.empty')}</p>
      ) : <Branches branches={treeBranches([...items.data].sort(byOrder))} root onAction={onAction} />}
    </section>
  );
}
