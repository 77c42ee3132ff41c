import { describe, expect, it } from 'vitest';
import {
  dropUnusedPreviousBuilds, keepOutgoingBuild, matchPreviousBuild, previousBuildCacheName, rememberOutgoingWindows, type ManifestEntry,
  type WindowClients,
} from '#offline/sw-previous-build';

const BASE = 'https://survey.example/sw.js';
const PRECACHE = 'workbox-precache-v2-https://survey.example/';

/** CacheStorage in memory (node has none): what the service worker's caches hold, by URL. */
function memoryCaches() {
  const store = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    let entries = store.get(name);
    if (!entries) store.set(name, (entries = new Map<string, Response>()));
    const map = entries;
    const key = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
    return {
      keys: () => Promise.resolve([...map.keys()].map((url) => new Request(url))),
      match: (request: RequestInfo | URL) => Promise.resolve(map.get(key(request))?.clone()),
      put: (request: RequestInfo | URL, response: Response) => (map.set(key(request), response), Promise.resolve()),
    } as unknown as Cache;
  };
  const caches = {
    open: (name: string) => Promise.resolve(open(name)),
    has: (name: string) => Promise.resolve(store.has(name)),
    delete: (name: string) => Promise.resolve(store.delete(name)),
    keys: () => Promise.resolve([...store.keys()]),
  } as unknown as CacheStorage;
  return { caches, store };
}

function windows(...open: string[]): WindowClients & { open: Set<string> } {
  const set = new Set(open);
  return {
    open: set,
    get: (id) => Promise.resolve(set.has(id) ? { id } : undefined),
    matchAll: () => Promise.resolve([...set].map((id) => ({ id }))),
  };
}

const oldBuild: ManifestEntry[] = [
  { url: 'index.html', revision: 'r1' }, { url: 'assets/index-OLD1.js', revision: null }, { url: 'assets/route-OLD2.js', revision: null },
  { url: 'assets/shared-SAME.js', revision: null },
];
const newBuild: ManifestEntry[] = [
  { url: 'index.html', revision: 'r2' }, { url: 'assets/index-NEW1.js', revision: null }, { url: 'assets/shared-SAME.js', revision: null },
];

async function precached(caches: CacheStorage, manifest: ManifestEntry[]) {
  const cache = await caches.open(PRECACHE);
  for (const entry of manifest) {
    if (typeof entry === 'string') continue;
    const url = new URL(entry.url, BASE);
    if (entry.revision) url.searchParams.set('__WB_REVISION__', entry.revision);
    await cache.put(url.href, new Response(`${entry.url} of ${entry.revision ?? 'hash'}`));
  }
}

describe('an update strands no open tab', () => {
  it('keeps the files the new build drops, and serves them to the tabs of the old build', async () => {
    const { caches } = memoryCaches();
    await precached(caches, oldBuild);
    expect(await keepOutgoingBuild(caches, PRECACHE, newBuild, BASE)).toBe(2); // index-OLD1, route-OLD2
    await precached(caches, newBuild);
    const tabs = windows('old-tab');
    await rememberOutgoingWindows(caches, tabs, newBuild);

    const chunk = await matchPreviousBuild(caches, 'https://survey.example/assets/route-OLD2.js');
    expect(await chunk?.text()).toBe('assets/route-OLD2.js of hash');
    expect(await matchPreviousBuild(caches, 'https://survey.example/index.html')).toBeUndefined(); // the new one serves it
    expect(await matchPreviousBuild(caches, 'https://survey.example/assets/shared-SAME.js')).toBeUndefined();

    expect(await dropUnusedPreviousBuilds(caches, tabs)).toBe(0); // the old tab is still open
    tabs.open.delete('old-tab');
    expect(await dropUnusedPreviousBuilds(caches, tabs)).toBe(1);
    expect(await matchPreviousBuild(caches, 'https://survey.example/assets/route-OLD2.js')).toBeUndefined();
  });

  it('keeps the files of an install still waiting, whatever an older worker prunes meanwhile', async () => {
    const { caches } = memoryCaches();
    await precached(caches, oldBuild);
    await keepOutgoingBuild(caches, PRECACHE, newBuild, BASE);
    expect(await dropUnusedPreviousBuilds(caches, windows())).toBe(0); // no windows noted yet: not activated
    expect(await matchPreviousBuild(caches, 'https://survey.example/assets/route-OLD2.js')).toBeDefined();
  });

  it('drops what a version replaced while waiting had kept, and nothing when no tab was open at activation', async () => {
    const { caches, store } = memoryCaches();
    await precached(caches, oldBuild);
    const replaced: ManifestEntry[] = [{ url: 'index.html', revision: 'r9' }];
    await keepOutgoingBuild(caches, PRECACHE, replaced, BASE);
    await keepOutgoingBuild(caches, PRECACHE, newBuild, BASE);
    await rememberOutgoingWindows(caches, windows(), newBuild);
    expect([...store.keys()].filter((name) => name.startsWith('previous-build-'))).toEqual([]);
    expect(previousBuildCacheName(newBuild)).not.toBe(previousBuildCacheName(replaced));
  });
});
