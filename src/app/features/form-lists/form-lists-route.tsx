import { useCallback, type ComponentType } from 'react';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { AccessDenied } from '#app/shell/management/access-denied';
import { useFormListAccess } from './form-lists-access';
import { formListSearchSchema, type FormListKind, type FormListSearch } from './form-lists-search';

export interface FormListPageProps {
  search: FormListSearch;
  onSearch: (patch: Partial<FormListSearch>) => void;
}

type Navigate = (options: { search: (current: FormListSearch) => FormListSearch }) => Promise<void>;

/** What the /forms and /forms/shared routes render: the list page, driven by the URL's search. */
export function FormListRoute({ search, navigate, Page }: { search: FormListSearch; navigate: Navigate; Page: ComponentType<FormListPageProps> }) {
  // a function of the current URL: two quick changes never undo each other
  const onSearch = useCallback(
    (patch: Partial<FormListSearch>) => void navigate({ search: (current) => formListSearchSchema.parse({ ...current, ...patch }) }),
    [navigate],
  );
  return (
    <DashboardLayout>
      <Page search={search} onSearch={onSearch} />
    </DashboardLayout>
  );
}

/** A list not everyone may open (all, managed): the list for those who may, "You can not access this page" for others. */
export function GuardedFormListRoute({ kind, ...route }: { kind: FormListKind; search: FormListSearch; navigate: Navigate; Page: ComponentType<FormListPageProps> }) {
  // the list is asked only of those who may: the server answers anyone else 403
  if (!useFormListAccess()[kind]) return <DashboardLayout><AccessDenied /></DashboardLayout>;
  return <FormListRoute {...route} />;
}
