import { useQuery } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { useUsersWords } from './use-users-words';
import { type UserFilters, type UsersView, userOptionsQuery } from './users-api';

/** Selects apply at once; the search on Enter or "Search". Any change goes back to page 1. */
export function UsersFilters({ view, filters, onChange }: { view: UsersView; filters: UserFilters; onChange: (next: UserFilters) => void }) {
  const { t, numbered } = useUsersWords();
  const [search, setSearch] = useState(filters.search ?? '');
  const departments = useQuery({ ...userOptionsQuery(), enabled: view === 'all' }).data?.departments;
  const apply = (patch: Partial<UserFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    apply({ search: search.trim() || undefined });
  };
  const asNumber = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <form role="search" aria-label={t('users.filters')} className="users-filters" onSubmit={submit}>
      <TextField label={t('users.search')} type="search" value={search} onChange={setSearch} />
      {view === 'all' && (
        <NativeSelect label={t('users.field.department')} value={String(filters.departmentId ?? '')} placeholder={t('users.all')}
          options={(departments ?? []).map((d) => ({ value: String(d.id), label: d.name }))} onChange={(v) => apply({ departmentId: asNumber(v) })} />
      )}
      <NativeSelect label={t('users.field.role')} value={String(filters.role ?? '')} placeholder={t('users.all')} options={numbered('users.role', [1, 2])}
        onChange={(v) => apply({ role: asNumber(v) as UserFilters['role'] })} />
      <NativeSelect label={t('users.field.status')} value={String(filters.status ?? '')} placeholder={t('users.all')} options={numbered('users.status', [1, 0, 2])}
        onChange={(v) => apply({ status: asNumber(v) as UserFilters['status'] })} />
      <div className="users-filters-buttons">
        <Button type="submit" variant="primary">{t('users.searchButton')}</Button>
        <Button onPress={() => { setSearch(''); onChange({ page: 1 }); }}>{t('users.clear')}</Button>
      </div>
    </form>
  );
}
