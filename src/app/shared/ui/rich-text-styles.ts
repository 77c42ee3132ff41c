/**
 * The link address as stored, or null when it cannot be one: http(s) and mailto only (what the
 * server's sanitiser keeps); a bare domain gets https://.
 */
export function normaliseLink(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === 'mailto:') return url.pathname.includes('@') ? withScheme : null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
  } catch {
    return null;
  }
}
