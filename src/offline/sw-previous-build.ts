/**
 * An update must strand no open tab. A tab keeps running the build it was loaded with, and loads
 * that build's chunks lazily (a route, a dialog, the logic worker) long after it opened, maybe
 * offline. The new service worker's precache drops the old build's files when it activates, and
 * the server no longer has them either: so the new worker keeps, at install, every file the
 * outgoing build precached and the incoming one drops, in a cache of its own; at activation it
 * notes the windows open then (they run the outgoing build); and it deletes those files once none
 * of those windows is left (checked at activation and at every navigation). Everything is kept in
 * the Cache API, so a worker stopped and started again in between loses nothing.
 * (docs/offline.md, "Update flow"; used by sw/sw.ts, tested in tests/offline.)
 */
export const PREVIOUS_BUILD_PREFIX = 'previous-build-';

/** Where a generation keeps the ids of the windows that run it (a synthetic entry of its cache). */
const WINDOWS_KEY = 'https://previous-build.invalid/windows';
/** Workbox keys a precached file that has a revision with this search parameter. */
const REVISION_PARAM = '__WB_REVISION__';

export type ManifestEntry = string | { url: string; revision?: string | null };

/** The part of `Clients` needed here (the offline layer is typed without the WebWorker lib). */
export interface WindowClients {
  get(id: string): Promise<unknown>;
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { id: string }[]>;
}

/** The cache of the files kept for the tabs of the build before `manifest` (FNV-1a of the manifest). */
export function previousBuildCacheName(manifest: readonly ManifestEntry[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(manifest)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${PREVIOUS_BUILD_PREFIX}${hash.toString(16)}`;
}

function withoutRevision(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(REVISION_PARAM);
  return parsed.href;
}

/**
 * At install: copies aside every file of the precache that `manifest` (the incoming build) drops.
 * `base` resolves the manifest's relative URLs (the worker's own URL). Returns how many were kept.
 */
export async function keepOutgoingBuild(
  caches: CacheStorage, precacheName: string, manifest: readonly ManifestEntry[], base: string,
): Promise<number> {
  if (!(await caches.has(precacheName))) return 0;
  const incoming = new Set(manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, base).href));
  const precache = await caches.open(precacheName);
  let aside: Cache | null = null;
  let kept = 0;
  for (const request of await precache.keys()) {
    const url = withoutRevision(request.url);
    if (incoming.has(url)) continue;
    const response = await precache.match(request);
    if (!response) continue;
    aside ??= await caches.open(previousBuildCacheName(manifest));
    await aside.put(url, response);
    kept++;
  }
  return kept;
}

async function readWindows(cache: Cache): Promise<string[] | null> {
  const stored = await cache.match(WINDOWS_KEY);
  if (!stored) return null;
  const ids: unknown = await stored.json().catch(() => null);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * At activation of the build of `manifest`: the windows open now run the outgoing build, so its
 * files stay while one of them does. Files kept by a version that never activated (replaced while
 * it waited) are dropped: this install kept the same ones again.
 */
export async function rememberOutgoingWindows(caches: CacheStorage, clients: WindowClients, manifest: readonly ManifestEntry[]): Promise<void> {
  const own = previousBuildCacheName(manifest);
  for (const name of await caches.keys()) {
    if (name === own || !name.startsWith(PREVIOUS_BUILD_PREFIX)) continue;
    if ((await readWindows(await caches.open(name))) === null) await caches.delete(name);
  }
  if (!(await caches.has(own))) return;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  await (await caches.open(own)).put(WINDOWS_KEY, Response.json(windows.map((client) => client.id)));
  await dropUnusedPreviousBuilds(caches, clients);
}

/** Deletes the kept files of every older build none of whose windows is open any more. */
export async function dropUnusedPreviousBuilds(caches: CacheStorage, clients: WindowClients): Promise<number> {
  let dropped = 0;
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREVIOUS_BUILD_PREFIX)) continue;
    const windows = await readWindows(await caches.open(name));
    if (windows === null) continue; // kept by a version still waiting to activate
    const open = await Promise.all(windows.map((id) => clients.get(id)));
    if (open.some(Boolean)) continue;
    await caches.delete(name);
    dropped++;
  }
  return dropped;
}

/** A file of an older build kept for a tab that still runs it, or undefined. */
export async function matchPreviousBuild(caches: CacheStorage, url: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREVIOUS_BUILD_PREFIX)) continue;
    const found = await (await caches.open(name)).match(url);
    if (found) return found;
  }
  return undefined;
}
