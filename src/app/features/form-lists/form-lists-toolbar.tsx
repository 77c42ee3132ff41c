import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { formSortFields } from '#core/api';
import { NativeSelect } from '#app/shared/ui/native-select';
import { formListSearchSchema, type FormListSearch } from './form-lists-search';
import { useT } from '#app/shared/i18n/use-t';
import { formListsMessages } from './form-lists-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';

const TYPING_PAUSE_MS = 350;

/** Search box, status filter, sort field and direction; each change goes to the URL and back to page 1. */
export function FormListsToolbar({ search, onChange }: { search: FormListSearch; onChange: (patch: Partial<FormListSearch>) => void }) {
  const t = useT(formListsMessages, formsMessages);
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
    const timer = setTimeout(() => onChange({ search: text.trim() || undefined, page: undefined }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, current, onChange]);
  /** a choice from a select, checked like the URL is; the empty choice is the default */
  const pick = (key: 'status' | 'sort' | 'order', value: string) => {
    const parsed = formListSearchSchema.shape[key].safeParse(key === 'status' && value !== '' ? Number(value) : value || undefined);
    onChange({ [key]: parsed.success ? parsed.data : undefined, page: undefined });
  };
  return (
    <div className="form-lists-toolbar" role="search" aria-label={t('formLists.filters')}>
      <SearchField className="field form-lists-search" value={text} onChange={setText} onSubmit={(value) => onChange({ search: value.trim() || undefined, page: undefined })}>
        <Label>{t('formLists.search')}</Label>
        <Input />
      </SearchField>
      <NativeSelect
        label={t('formLists.status')}
        placeholder={t('formLists.status.any')}
        value={search.status === undefined ? '' : String(search.status)}
        options={([1, 3, 0] as const).map((s) => ({ value: String(s), label: t(`forms.status.${s}`) }))}
        onChange={(value) => pick('status', value)}
      />
      <NativeSelect
        label={t('formLists.sort')}
        placeholder={t('formLists.sort.updatedAt')}
        value={search.sort && search.sort !== 'updatedAt' ? search.sort : ''}
        options={formSortFields.filter((f) => f !== 'updatedAt').map((f) => ({ value: f, label: t(`formLists.sort.${f}`) }))}
        onChange={(value) => pick('sort', value)}
      />
      <NativeSelect
        label={t('formLists.order')}
        placeholder={t('formLists.order.desc')}
        value={search.order === 'asc' ? 'asc' : ''}
        options={[{ value: 'asc', label: t('formLists.order.asc') }]}
        onChange={(value) => pick('order', value)}
      />
    </div>
  );
}
