import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SYSTEMS_CONFIG_KEY, configCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

/** An address the chooser may open: http(s) or a path of this site (never javascript: or data:). */
const address = z.string().trim().max(500).refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')));

/** Config key `systems` (type JSON): the other systems a person of the company may use. */
export const otherSystemSchema = z.object({
  name: z.string().trim().min(1).max(200),
  url: address,
  description: z.string().trim().max(500).optional(),
});
export type OtherSystem = z.infer<typeof otherSystemSchema>;

/** Entries that do not fit are left out one by one; a content that is not a JSON list gives none. */
export function parseSystems(content: string): OtherSystem[] {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = otherSystemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** No entry (404) or any failure: only this product is offered. */
export const otherSystemsQuery = () =>
  queryOptions({
    queryKey: ['systems'] as const,
    queryFn: async ({ signal }) => {
      const entry = await callApi(configCalls.byKey, { params: { key: SYSTEMS_CONFIG_KEY }, signal }).catch(() => null);
      return entry ? parseSystems(entry.content) : [];
    },
    staleTime: 5 * 60_000,
  });
