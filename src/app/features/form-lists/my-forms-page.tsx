import type { FormListSearch } from './form-lists-search';
import { FormListsPage } from './form-lists-page';

/** "My forms" (/forms): the forms the signed-in person owns. */
export function MyFormsPage({ search, onSearch }: { search: FormListSearch; onSearch: (patch: Partial<FormListSearch>) => void }) {
  return <FormListsPage kind="mine" search={search} onSearch={onSearch} />;
}
