/**
 * The path of a short link. Its alphabet (SPEC 2) has "$", and TanStack Router reads the address as a
 * route template when it checks it on load, so a segment starting with "$" became "undefined"
 * (TanStack/router#7598): "$" and "^" are written percent-encoded, as encodeURIComponent does;
 * the route decodes them back (shortUrlFromPathSegment).
 */
export const shortLinkPath = (shortUrl: string): string => `/${encodeURIComponent(shortUrl)}`;

/** The address a short link opens, on this site. */
export function shortLinkUrl(shortUrl: string): string {
  return `${location.origin}${shortLinkPath(shortUrl)}`;
}

/** A path whose segments never start with "$", which the router would read as a parameter's name. */
export const pathWithoutTemplateSegments = (path: string): string =>
  path.split('/').map((segment) => (segment.startsWith('$') ? `%24${segment.slice(1)}` : segment)).join('/');

/**
 * Links printed or shared before "$" was encoded (a QR code on a poster) still open their form: the
 * address is rewritten, in place, before the router first reads it.
 */
export function encodeTemplateLikeAddress(): void {
  const { pathname, search, hash } = window.location;
  const safe = pathWithoutTemplateSegments(pathname);
  if (safe !== pathname) window.history.replaceState(window.history.state, '', `${safe}${search}${hash}`);
}
