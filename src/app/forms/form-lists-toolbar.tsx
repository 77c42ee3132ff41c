import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formSortFields } from '#core/api/forms.contract';
import { NativeSelect } from '../ui/native-select';
import { formListSearchSchema, type FormListSearch } from './form-lists-search';

const TYPING_PAUSE_MS = 350;

/** Search box, status filter, sort field and direction; each change goes to the URL and back to page 1. */
export function FormListsToolbar({ search, onChange }: { search: FormListSearch; onChange: (next: FormListSearch) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState(search.search ?? '');
  const current = search.search ?? '';
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    // the URL changed (back button, a link, our own debounce): show what it says unless it is what is typed
    setSeen(current);
    if (text.trim() !== current) setText(current);
  }
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => onChange({ ...search, search: text.trim() || undefined, page: undefined }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, current, search, onChange]);
  const pick = (patch: Partial<Record<'status' | 'sort' | 'order', string>>) =>
    onChange(formListSearchSchema.parse({ ...search, ...patch, status: patch.status === undefined ? search.status : patch.status === '' ? undefined : Number(patch.status), page: undefined }));
  return (
    <div className="form-lists-toolbar" role="search" aria-label={t('formLists.filters')}>
      <SearchField className="field form-lists-search" value={text} onChange={setText} onSubmit={(value) => onChange({ ...search, search: value.trim() || undefined, page: undefined })}>
        <Label>{t('formLists.search')}</Label>
        <Input />
      </SearchField>
      <NativeSelect
        label={t('formLists.status')}
        placeholder={t('formLists.status.any')}
        value={search.status === undefined ? '' : String(search.status)}
        options={[1, 3, 0].map((s) => ({ value: String(s), label: t(`forms.status.${s}`) }))}
        onChange={(status) => pick({ status })}
      />
      <NativeSelect
        label={t('formLists.sort')}
        placeholder={t('formLists.sort.updatedAt')}
        value={search.sort && search.sort !== 'updatedAt' ? search.sort : ''}
        options={formSortFields.filter((f) => f !== 'updatedAt').map((f) => ({ value: f, label: t(`formLists.sort.${f}`) }))}
        onChange={(sort) => pick({ sort: sort || undefined })}
      />
      <NativeSelect
        label={t('formLists.order')}
        placeholder={t('formLists.order.desc')}
        value={search.order === 'asc' ? 'asc' : ''}
        options={[{ value: 'asc', label: t('formLists.order.asc') }]}
        onChange={(order) => pick({ order: order || undefined })}
      />
    </div>
  );
}
