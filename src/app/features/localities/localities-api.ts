import { type LocalityCounts, type LocalityFile, localityCalls as calls } from '#core/api';
import type { LocalityListId } from '#core/forms';
import { callApi } from '#app/shared/http/call-api';

export { localityCountsKey, localityCountsQuery } from '#app/shared/localities/locality-counts-query';

/** The server takes files up to 5 MB (the official three-level list is about 700 kB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** Replaces the named list with the file's content; the server checks it before writing anything. */
export function importLocalities(list: LocalityListId, file: unknown): Promise<LocalityCounts> {
  // the file is the user's, unchecked: the server checks it and answers each problem
  return callApi(calls.import, { query: { list }, body: file as LocalityFile });
}
