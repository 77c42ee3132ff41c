import { queryOptions } from '@tanstack/react-query';
import type { Locality } from '#core/api';
import { foldText } from '#core/text';
import { loadLocalities, type LocalityQuery } from '#offline/index';

const HOUR_MS = 60 * 60 * 1000;

/** A locality list: from the server, or the copy kept on the device (src/offline/localities.ts). */
export const localityQuery = (query: LocalityQuery) =>
  queryOptions({
    queryKey: ['localities', query.list ?? null, query.type ?? null, query.parentCode ?? null],
    queryFn: ({ signal }) => loadLocalities(query, { signal }),
    staleTime: HOUR_MS,
    gcTime: HOUR_MS,
    retry: 1,
    refetchOnWindowFocus: false,
  });

export const nameContains = (name: string, typed: string) => foldText(name).includes(foldText(typed.trim()));

export const findUnit = (list: readonly Locality[] | undefined, code: string | undefined) =>
  code === undefined ? undefined : list?.find((unit) => unit.code === code);
