/**
 * Where the thank-you page may send a person: an http(s) address, or a path on this site. Anything
 * else (javascript:, data:, "//other.host", a path that a browser would read as another host) is
 * refused. Returns the absolute URL to go to, or null.
 */
export function safeRedirectTarget(value: string | undefined, origin: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = text.startsWith('/') ? new URL(text, origin) : new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // a path must stay a path: "/\\evil.com" or "/\t/evil.com" resolve to another host
  if (text.startsWith('/') && url.origin !== origin) return null;
  return url.href;
}

/** true when the target is on this site (the router can go there without reloading). */
export function isSameSite(target: string, origin: string): boolean {
  try {
    return new URL(target).origin === origin;
  } catch {
    return false;
  }
}
