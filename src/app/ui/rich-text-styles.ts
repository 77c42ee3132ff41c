/** Colours with at least 4.5:1 contrast on white (WCAG AA for body text). */
export const textColours = [
  { id: 'black', value: '#1b1f24' },
  { id: 'blue', value: '#0b4f9c' },
  { id: 'red', value: '#b3261e' },
  { id: 'green', value: '#1e6b34' },
  { id: 'purple', value: '#6a1b9a' },
  { id: 'brown', value: '#7a4300' },
] as const;

/** Families every phone and desktop has, each with its generic fallback. */
export const fontFamilies = [
  { id: 'sans', value: 'Arial, Helvetica, sans-serif' },
  { id: 'serif', value: '"Times New Roman", Times, serif' },
  { id: 'mono', value: '"Courier New", Courier, monospace' },
] as const;

export const fontSizes = [
  { id: 'small', value: '14px' },
  { id: 'large', value: '20px' },
  { id: 'huge', value: '28px' },
] as const;

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

/** A style value as the browser may hand it back: hex colours as rgb(), no quotes, spaces or case. */
export function styleKey(value: string | undefined): string {
  if (!value) return '';
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  const text = hex ? `rgb(${hex.slice(1).map((h) => parseInt(h, 16)).join(',')})` : value;
  return text.replace(/["'\s]/g, '').toLowerCase();
}
