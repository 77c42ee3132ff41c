import { useQuery } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { Button } from '#app/shared/ui/button';
import { DayField } from '#app/shared/ui/day-field';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { type ActionLogFilters, actionLogTypesQuery } from './action-log-api';
import { useActionLogWords } from './use-action-log-words';

/** Type and item apply at once; the person and the dates apply on Enter or "Filter". Any change goes back to page 1. */
export function ActionLogFiltersForm({ filters, onChange }: { filters: ActionLogFilters; onChange: (next: ActionLogFilters) => void }) {
  const words = useActionLogWords();
  const { t } = words;
  const [user, setUser] = useState(filters.user ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const choices = useQuery(actionLogTypesQuery()).data;
  const apply = (patch: Partial<ActionLogFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    apply({ user: user.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const clear = () => {
    setUser(''); setFrom(''); setTo('');
    onChange({ page: 1 });
  };
  const options = (values: readonly string[] | undefined, current: string | undefined, label: (value: string) => string) =>
    [...new Set([...(values ?? []), ...(current ? [current] : [])])].map((value) => ({ value, label: label(value) }));
  return (
    <form role="search" aria-label={t('actionLog.filters')} className="action-log-filters" onSubmit={submit}>
      <NativeSelect
        label={t('actionLog.type')}
        value={filters.type ?? ''}
        placeholder={t('actionLog.type.all')}
        options={options(choices?.types, filters.type, words.type)}
        onChange={(value) => apply({ type: value || undefined })}
      />
      <NativeSelect
        label={t('actionLog.entity')}
        value={filters.entity ?? ''}
        placeholder={t('actionLog.entity.all')}
        options={options(choices?.entities, filters.entity, words.entity)}
        onChange={(value) => apply({ entity: value || undefined })}
      />
      <div className="action-log-user"><TextField label={t('actionLog.user')} type="search" value={user} onChange={setUser} /></div>
      <DayField label={t('actionLog.from')} value={from} max={to || undefined} onChange={setFrom} />
      <DayField label={t('actionLog.to')} value={to} min={from || undefined} onChange={setTo} />
      <div className="action-log-buttons">
        <Button type="submit" variant="primary">{t('actionLog.apply')}</Button>
        <Button onPress={clear}>{t('actionLog.clear')}</Button>
      </div>
    </form>
  );
}
