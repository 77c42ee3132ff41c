import { z } from 'zod';
import { LocalityType, localityCalls, localitySchema, type Locality } from '#core/api';
import { type LocalityListId, defaultLocalityList } from '#core/forms';
import { db } from './db';
import { ClientErrorCode } from './http/client-error-code';
import { RequestFailed, readEnvelope, sendRequest } from './http/http-client';

/**
 * Locality lists for the address element, kept in Dexie so that a form answered offline still
 * offers its provinces, districts and communes. The list is public and global (no x-company-id).
 */
export interface LocalityQuery {
  /** the named list (none: the default two-level list); always sent, as the server reads none as the list of older apps */
  list?: LocalityListId | undefined;
  type?: number;
  parentCode?: string;
}

export interface LocalityLoadOptions {
  fetch?: typeof fetch;
  /** origin prefix of the API, '' for same origin */
  baseUrl?: string;
  /** a kept copy younger than this is served without asking the server (default one day) */
  maxAgeMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The server's answer (4xx with its envelope), or a client code when it could not be reached. */
export class LocalityLoadError extends Error {
  constructor(readonly code: string, readonly status: number, message = '') {
    super(message || code);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 15_000;
const cachedRowSchema = z.object({ key: z.string(), data: localitySchema.array(), loadedAt: z.string() });

const listPrefix = (list: LocalityListId | undefined) => `${list ?? defaultLocalityList}|`;
export const localityCacheKey = ({ list, type, parentCode }: LocalityQuery) => `${listPrefix(list)}${type ?? ''}:${parentCode ?? ''}`;

async function fetchList(query: LocalityQuery, options: LocalityLoadOptions): Promise<Locality[]> {
  const params = new URLSearchParams();
  params.set('list', query.list ?? defaultLocalityList);
  if (query.type !== undefined) params.set('type', String(query.type));
  if (query.parentCode !== undefined) params.set('parentCode', query.parentCode);
  try {
    const reply = await sendRequest({
      url: `${options.baseUrl ?? ''}${localityCalls.list.path}?${params.toString()}`,
      headers: { accept: 'application/json' },
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      fetch: options.fetch,
    });
    const reading = readEnvelope(reply, localitySchema.array());
    if (reading.kind === 'data') return reading.data;
    const status = reply.response.status;
    if (reading.kind === 'refused' && status < 500) throw new LocalityLoadError(reading.failure.code, status, reading.failure.message);
    throw new LocalityLoadError(reply.response.ok ? ClientErrorCode.BadReply : ClientErrorCode.Http, status);
  } catch (error) {
    if (error instanceof RequestFailed) throw new LocalityLoadError(error.code, 0);
    throw error;
  }
}

async function readRow(key: string): Promise<{ data: Locality[]; loadedAt: string } | null> {
  const parsed = cachedRowSchema.safeParse(await db.localityCache.get(key).catch(() => undefined));
  return parsed.success ? parsed.data : null;
}

/** The kept copy of a list; a typed list missing on its own is cut out of its parent's full list. */
export async function readKeptLocalities(query: LocalityQuery): Promise<{ data: Locality[]; loadedAt: string } | null> {
  const own = await readRow(localityCacheKey(query));
  if (own || query.type === undefined || query.parentCode === undefined) return own;
  const all = await readRow(localityCacheKey({ list: query.list, parentCode: query.parentCode }));
  return all && { data: all.data.filter((l) => l.type === query.type), loadedAt: all.loadedAt };
}

/** The server could not be reached (or answered as a gateway would): a kept copy may stand in. */
const isUnreachable = (error: LocalityLoadError) =>
  error.code !== ClientErrorCode.Aborted && (error.status === 0 || error.status >= 500 || error.code === ClientErrorCode.BadReply);

/**
 * A list by type and/or parent: the kept copy while it is fresh, else the server (then kept);
 * when the server cannot be reached, the kept copy of any age. An empty list is not kept (the
 * operator has not loaded one yet: the next visit should ask again).
 */
export async function loadLocalities(query: LocalityQuery, options: LocalityLoadOptions = {}): Promise<Locality[]> {
  const key = localityCacheKey(query);
  const kept = await readKeptLocalities(query);
  const maxAgeMs = options.maxAgeMs ?? DAY_MS;
  if (kept && Date.now() - Date.parse(kept.loadedAt) < maxAgeMs) return kept.data;
  try {
    const data = await fetchList(query, options);
    if (data.length > 0) await db.localityCache.put({ key, data, loadedAt: new Date().toISOString() }).catch(() => undefined);
    return data;
  } catch (error) {
    if (kept && error instanceof LocalityLoadError && isUnreachable(error)) return kept.data;
    throw error;
  }
}

/**
 * For forms marked "available offline": loads the whole named list once and keeps its provinces
 * (`list|1:`) and the children of every unit (`list|:${parentCode}`, all types), replacing the
 * old copy of that list. Returns how many units were kept; throws when the server cannot be reached.
 */
export async function prefetchAllLocalities(options: LocalityLoadOptions = {}, list: LocalityListId = defaultLocalityList): Promise<number> {
  const all = await fetchList({ list }, options);
  if (all.length === 0) return 0;
  const loadedAt = new Date().toISOString();
  const byParent = new Map<string, Locality[]>();
  for (const unit of all) {
    if (unit.parentCode === null) continue;
    const siblings = byParent.get(unit.parentCode);
    if (siblings) siblings.push(unit);
    else byParent.set(unit.parentCode, [unit]);
  }
  const rows = [
    { key: localityCacheKey({ list, type: LocalityType.Province }), data: all.filter((l) => l.type === LocalityType.Province), loadedAt },
    ...[...byParent].map(([parentCode, data]) => ({ key: localityCacheKey({ list, parentCode }), data, loadedAt })),
  ];
  await db.transaction('rw', db.localityCache, async () => {
    await db.localityCache.where('key').startsWith(listPrefix(list)).delete();
    await db.localityCache.bulkPut(rows);
  });
  return all.length;
}
