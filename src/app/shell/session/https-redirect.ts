import type { CompanySettings } from '#core/api';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** SPEC 2: over plain http with the httpsRedirect flag set to 1, go to the same address over https. */
export function redirectToHttpsIfRequired(settings: CompanySettings | null | undefined): boolean {
  if (settings?.httpsRedirect !== 1) return false;
  const { protocol, hostname, href } = window.location;
  if (protocol !== 'http:' || LOCAL_HOSTS.has(hostname)) return false;
  window.location.replace(`https:${href.slice('http:'.length)}`);
  return true;
}
