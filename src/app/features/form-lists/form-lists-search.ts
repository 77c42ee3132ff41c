import { z } from 'zod';
import { formSortFields } from '#core/api';

export const FORM_LIST_PAGE_SIZE = 20;

/**
 * The list's state in the URL (search, status filter, sort, page): a link or a reload shows the same
 * view. Anything malformed is dropped rather than refused, so an edited URL still opens the list.
 */
export const formListSearchSchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  /** 2 (deleted) never appears in a list */
  status: z.union([z.literal(0), z.literal(1), z.literal(3)]).optional().catch(undefined),
  sort: z.enum(formSortFields).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type FormListSearch = z.infer<typeof formListSearchSchema>;

/** mine: list · shared: list-share · all: list-all (administrators, FormManage) · managed: list-by-manager */
export type FormListKind = 'mine' | 'shared' | 'all' | 'managed';

/** Every list but "my forms" holds other people's forms: it names their owner. */
export const showsOwner = (kind: FormListKind) => kind !== 'mine';

/** The query the server gets: defaults filled in, empty search left out. */
export function listQueryOf(search: FormListSearch) {
  return {
    search: search.search || undefined,
    status: search.status,
    sort: search.sort ?? 'updatedAt',
    order: search.order ?? 'desc',
    page: search.page ?? 1,
    pageSize: FORM_LIST_PAGE_SIZE,
  } as const;
}
