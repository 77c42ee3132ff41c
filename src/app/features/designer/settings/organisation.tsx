import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DepartmentOption, formSharingCalls } from '#core/api';
import { inTreeOrder } from '#core/tree';
import { callApi } from '#app/shared/http/call-api';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { useT } from '#app/shared/i18n/use-t';
import { tabSettingsMessages } from './settings-messages';

export const departmentsQuery = () =>
  queryOptions({
    queryKey: ['forms', 'departments'] as const,
    queryFn: ({ signal }) => callApi(formSharingCalls.departments, { signal }),
    staleTime: 5 * 60 * 1000,
  });

/** Parents first, each followed by its children, indented by depth (a flat select shows the tree). */
export function departmentTree(departments: readonly DepartmentOption[]): { id: number; label: string }[] {
  return inTreeOrder(departments).map(({ item, depth }) => ({ id: item.id, label: `${'\u00a0\u00a0'.repeat(depth)}${depth > 0 ? '– ' : ''}${item.name}` }));
}

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** The organisation a form of type "organisation" belongs to, from the company's departments. */
export function OrganisationSelect({ value, onChange, errorMessage, isDisabled }: Props) {
  const t = useT(tabSettingsMessages);
  const departments = useQuery(departmentsQuery());
  const options = departmentTree(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.label }));
  const placeholder = departments.isPending ? t('formSettings.organisation.loading') : t('formSettings.organisation.choose');
  return (
    <>
      <NativeSelect
        label={t('formSettings.organisation')}
        value={value === null ? '' : String(value)}
        options={options}
        placeholder={placeholder}
        isDisabled={isDisabled || departments.isPending}
        errorMessage={errorMessage ?? (departments.isError ? t('formSettings.organisation.loadFailed') : undefined)}
        onChange={(id) => onChange(id === '' ? null : Number(id))}
      />
      {departments.isError && (
        <Button onPress={() => void departments.refetch()}>{t('formSettings.organisation.retry')}</Button>
      )}
    </>
  );
}
