import type { FormListSearch } from './form-lists-search';
import { FormListsPage } from './form-lists-page';

/** "Shared with me" (/forms/shared): forms other people shared with the signed-in person. */
export function SharedFormsPage({ search, onSearch }: { search: FormListSearch; onSearch: (patch: Partial<FormListSearch>) => void }) {
  return <FormListsPage kind="shared" search={search} onSearch={onSearch} />;
}
