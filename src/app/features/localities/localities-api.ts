import { type LocalityCounts, localityCountsSchema } from '#core/api';
import { api } from '#core/api';
import type { LocalityListId } from '#core/forms';
import { apiRequest } from '#app/shared/http/api-client';

export { localityCountsKey, localityCountsQuery } from '#app/shared/localities/locality-counts-query';

/** The server takes files up to 5 MB (the official three-level list is about 700 kB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Replaces the named list with the file's content; the server checks it before writing anything. */
export function importLocalities(list: LocalityListId, file: unknown): Promise<LocalityCounts> {
  return apiRequest(api.localityImport, { method: 'POST', query: { list }, body: file, schema: localityCountsSchema });
}
