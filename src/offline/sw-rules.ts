/**
 * Which requests the service worker may answer from its caches. Pure functions, shared by
 * sw/sw.ts and the tests.
 */
const FORM_BY_SHORT_URL = /^\/api\/v1\/form\/short-url\/[^/]+$/;

/**
 * Denylist of the NavigationRoute, tested by Workbox against `pathname + search`: the API, and
 * anything whose last path segment has a file extension (a missing asset must get its 404, never
 * index.html).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(\/|\?|$)/, /\/[^/?]*\.[^/?]*(\?.*)?$/];

/** A navigation answered with the precached index.html. */
export function isAppShellNavigation(url: URL): boolean {
  const path = url.pathname + url.search;
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
}

/** The only API reply we cache: a published form read by its short link (NetworkFirst). */
export function isCacheableFormRequest(url: URL, method: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && FORM_BY_SHORT_URL.test(url.pathname);
}

export const FORMS_CACHE_NAME = 'public-forms';
export const FORMS_CACHE_MAX_ENTRIES = 200;
export const FORMS_NETWORK_TIMEOUT_SECONDS = 4;

/** Set by the service worker on a form it answers from its cache because the server is out of reach. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

const STORED_FILE = /^\/api\/storage\/files\/[^/]+$/;

/** Stored files (form images: covers, image elements), cached StaleWhileRevalidate for forms kept offline. */
export function isCacheableStoredFile(url: URL, method: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && STORED_FILE.test(url.pathname);
}

export const FILES_CACHE_NAME = 'form-files';
export const FILES_CACHE_MAX_ENTRIES = 500;

/** Where the build puts its hashed files (vite's `assets/`): a tab of an older build may still ask for its own. */
export function isBuildAsset(url: URL, method: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && url.pathname.startsWith('/assets/');
}

/**
 * The build's files not precached (staff pages: designer, results, back office), kept once loaded so
 * that staff can work offline where they worked before. Hashed names never go stale; the oldest go first.
 */
export const BUILD_ASSETS_CACHE_NAME = 'build-assets';
export const BUILD_ASSETS_MAX_ENTRIES = 600;

/**
 * Where a new version of the worker, asked to take over, tells the running one: a version
 * activates only once the running one's events are over, and a Background Sync may last minutes.
 */
export const VERSIONS_CHANNEL = 'survey-app-versions';
export const TAKING_OVER_MESSAGE = 'TAKING_OVER';

/** The page's message listing the build's files it loaded before the worker controlled it (Workbox's CACHE_URLS). */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';

/** The build's files among `urls` (what a page loaded), for the worker to keep. */
export function buildAssetsAmong(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    return parsed !== null && isBuildAsset(parsed, 'GET', parsed.origin === origin);
  });
}
