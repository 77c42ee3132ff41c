import type { FormListPageProps } from './form-lists-route';
import { FormListsPage } from './form-lists-page';

/** "Forms of my users" (/forms/managed): the forms of the people the signed-in person manages. */
export function ManagedFormsPage({ search, onSearch }: FormListPageProps) {
  return <FormListsPage kind="managed" search={search} onSearch={onSearch} />;
}
