import type { FormListPageProps } from './form-lists-route';
import { FormListsPage } from './form-lists-page';

/** "All forms" (/forms/all): every form of the company, for administrators and FormManage holders. */
export function AllFormsPage({ search, onSearch }: FormListPageProps) {
  return <FormListsPage kind="all" search={search} onSearch={onSearch} />;
}
