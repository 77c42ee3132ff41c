/**
 * What rich text may hold: exactly what the editor (Tiptap StarterKit + TextStyleKit, src/app/ui)
 * produces, and nothing else. Data only: the server's sanitize-html and the page's DOMPurify both
 * read it, so the two sanitisers cannot drift apart (docs/security.md, "Rich text and sanitising").
 */

/** Colours with at least 4.5:1 contrast on white (WCAG AA for body text): the editor's colour menu. */
export const textColours = [
  { id: 'black', value: '#1b1f24' },
  { id: 'blue', value: '#0b4f9c' },
  { id: 'red', value: '#b3261e' },
  { id: 'green', value: '#1e6b34' },
  { id: 'purple', value: '#6a1b9a' },
  { id: 'brown', value: '#7a4300' },
] as const;

/** Families every phone and desktop has, each with its generic fallback: the editor's font menu. */
export const fontFamilies = [
  { id: 'sans', value: 'Arial, Helvetica, sans-serif' },
  { id: 'serif', value: '"Times New Roman", Times, serif' },
  { id: 'mono', value: '"Courier New", Courier, monospace' },
] as const;

/** The editor's size menu. */
export const fontSizes = [
  { id: 'small', value: '14px' },
  { id: 'large', value: '20px' },
  { id: 'huge', value: '28px' },
] as const;

/** Elements the editor writes (headings 2-3, lists, links, marks), each with the attributes it may carry. */
export const richTextElements: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [],
  span: ['style'],
  a: ['href', 'rel'],
  ul: [], ol: [], li: [], h2: [], h3: [], blockquote: [],
};

export const richTextTags = Object.keys(richTextElements);
export const richTextAttributes = [...new Set(Object.values(richTextElements).flat())];

export function isAllowedAttribute(tag: string, attribute: string): boolean {
  return richTextElements[tag.toLowerCase()]?.includes(attribute.toLowerCase()) ?? false;
}

/** Link schemes kept; anything else (javascript:, data:, vbscript:, relative paths) loses its href. */
export const linkSchemes = ['http', 'https', 'mailto'] as const;
/** Every kept link gets this rel: the opened page cannot reach back to the form or see where it came from. */
export const linkRel = 'noopener noreferrer';

/** A positive match on the start: control characters or spaces before the scheme fail too. */
export const allowedLinkPattern = /^(?:https?:\/\/|mailto:)/i;

export function isAllowedLink(href: string): boolean {
  return allowedLinkPattern.test(href);
}

/** A style value as the browser may hand it back: hex colours as rgb(), no quotes, spaces or case. */
export function styleKey(value: string | undefined): string {
  if (!value) return '';
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  const text = hex ? `rgb(${hex.slice(1).map((h) => parseInt(h, 16)).join(',')})` : value;
  return text.replace(/["'\s]/g, '').toLowerCase();
}

const channel = String.raw`\s*\d{1,3}(?:\.\d{1,3})?%?\s*`;
const alpha = String.raw`\s*(?:0|1|0?\.\d{1,3}|\d{1,3}%)\s*`;
/** Colour values: hex, rgb()/rgba() with commas or spaces, or a keyword (named colours). */
export const colourPatterns: readonly RegExp[] = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(String.raw`^rgba?\(${channel},${channel},${channel}(?:,${alpha})?\)$`, 'i'),
  new RegExp(String.raw`^rgba?\(${channel}\s${channel}\s${channel}(?:/${alpha})?\)$`, 'i'),
  /^[a-z]{3,20}$/i,
];

/** The one way a value of each allowed property is written back, or null when it is not allowed. */
const styleProperties: Readonly<Record<string, (value: string) => string | null>> = {
  'color': (value) => (colourPatterns.some((p) => p.test(value)) ? value.toLowerCase() : null),
  'font-family': (value) => fontFamilies.find((f) => styleKey(f.value) === styleKey(value))?.value ?? null,
  'font-size': (value) => fontSizes.find((s) => s.value === value.toLowerCase())?.value ?? null,
};

export const richTextStyleProperties = Object.keys(styleProperties);

/**
 * The style attribute rebuilt from the allowed declarations only (colour, font, size with the
 * editor's values), so no position, size, z-index or overlay trick survives; '' when none is left.
 * The result is made of allowed pieces alone, so however the input was written the output is safe.
 */
export function filterStyle(style: string): string {
  // escapes and comments are never written by the editor and could hide a property's real name
  if (style.includes('\\') || style.includes('/*')) return '';
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const canonical = styleProperties[property]?.(declaration.slice(colon + 1).trim());
    if (canonical) kept.set(property, canonical);
  }
  return [...kept].map(([property, value]) => `${property}: ${value}`).join('; ');
}
