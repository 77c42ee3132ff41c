/**
 * Which requests the service worker may answer from its caches. Pure functions, shared by
 * sw/sw.ts and the tests.
 */
const FORM_BY_SHORT_URL = /^\/api\/v1\/form\/short-url\/[^/]+$/;

/** A navigation answered with the precached index.html: not /api, not a file (a missing asset must 404). */
export function isAppShellNavigation(url: URL): boolean {
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return false;
  const lastSegment = url.pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/** The only API reply we cache: a published form read by its short link (NetworkFirst). */
export function isCacheableFormRequest(url: URL, method: string, sameOrigin: boolean): boolean {
  return sameOrigin && method === 'GET' && FORM_BY_SHORT_URL.test(url.pathname);
}

export const FORMS_CACHE_NAME = 'public-forms';
export const FORMS_CACHE_MAX_ENTRIES = 200;
export const FORMS_NETWORK_TIMEOUT_SECONDS = 4;
