import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Category, CategoryItem } from '#core/api';
import { FormDialog } from '#app/shared/ui/form-dialog';
import { TextField } from '#app/shared/ui/text-field';
import { categoryKeys, deleteCategory, deleteItem, saveCategory, saveItem } from './categories-api';
import { useCategoriesWords } from './use-categories-words';

function useSave<T>(save: () => Promise<T>, onDone: (result: T) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => { await queryClient.invalidateQueries({ queryKey: categoryKeys.all }); onDone(result); },
  });
}

/** Code and name (with order for an item); the server's field messages show under the fields. */
function CodeNameDialog({ title, initial, withOrder, save, onClose }: {
  title: string; initial: { code: string; name: string; order: number }; withOrder: boolean;
  save: (v: { code: string; name: string; order: number }) => Promise<unknown>; onClose: () => void;
}) {
  const { t, failure, fieldMessage } = useCategoriesWords();
  const [code, setCode] = useState(initial.code);
  const [name, setName] = useState(initial.name);
  const [order, setOrder] = useState(String(initial.order));
  const mutation = useSave(() => save({ code: code.trim(), name: name.trim(), order: order.trim() === '' ? 0 : Number(order) }), onClose);
  const field = (f: string) => fieldMessage(mutation.error, f);
  const problem = mutation.error && !field('code') && !field('name') && !field('order') ? failure(mutation.error) : null;
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={title} onClose={onClose} onSubmit={() => mutation.mutate()} busy={mutation.isPending} problem={problem}>
      <TextField label={t('categories.col.code')} value={code} onChange={setCode} isRequired errorMessage={field('code')} />
      <TextField label={t('categories.col.name')} value={name} onChange={setName} isRequired errorMessage={field('name')} />
      {withOrder && <TextField label={t('categories.col.order')} value={order} onChange={setOrder} inputMode="numeric" errorMessage={field('order')} />}
    </FormDialog>
  );
}

export function CategoryDialog({ category, onClose, onSaved }: { category: Category | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useCategoriesWords();
  return (
    <CodeNameDialog title={t(category ? 'categories.edit' : 'categories.add')} initial={{ code: category?.code ?? '', name: category?.name ?? '', order: 0 }} withOrder={false}
      save={async (v) => onSaved((await saveCategory({ id: category?.id, code: v.code, name: v.name })).id)} onClose={onClose} />
  );
}

export function ItemDialog({ categoryId, parent, item, onClose }: { categoryId: number; parent: CategoryItem | null; item: CategoryItem | null; onClose: () => void }) {
  const { t } = useCategoriesWords();
  const title = item ? t('categories.item.edit', { name: item.name }) : parent ? t('categories.item.addChild', { name: parent.name }) : t('categories.item.add');
  return (
    <CodeNameDialog title={title} initial={{ code: item?.code ?? '', name: item?.name ?? '', order: item?.order ?? 0 }} withOrder
      save={(v) => saveItem({ id: item?.id, categoryId, parentId: item ? item.parentId : (parent?.id ?? null), ...v })} onClose={onClose} />
  );
}

/** Removal of a category (with all its items) or of an item (with every item below it). */
export function DeleteDialog({ target, onClose, onDeleted }: { target: { category: Category } | { item: CategoryItem }; onClose: () => void; onDeleted: () => void }) {
  const { t, failure } = useCategoriesWords();
  const isCategory = 'category' in target;
  const name = isCategory ? target.category.name : target.item.name;
  const mutation = useSave(() => (isCategory ? deleteCategory(target.category.id) : deleteItem(target.item.id)), () => { onDeleted(); onClose(); });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('categories.deleteTitle', { name })} onClose={onClose} onSubmit={() => mutation.mutate()} submitLabel={t('categories.delete')} danger
      busy={mutation.isPending} problem={mutation.error ? failure(mutation.error) : null}>
      <p>{t(isCategory ? 'categories.deleteCategoryText' : 'categories.deleteItemText')}</p>
    </FormDialog>
  );
}
