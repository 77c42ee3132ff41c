import { useCallback, type ComponentType } from 'react';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { formListSearchSchema, type FormListSearch } from './form-lists-search';

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
