/** The address a short link opens, on this site. */
export function shortLinkUrl(shortUrl: string): string {
  return `${location.origin}/${shortUrl}`;
}
