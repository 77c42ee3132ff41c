import sanitizeHtml from 'sanitize-html';
import type { FormElement } from '#core/forms/element.schema';
import type { FormDesign, PageCover } from '#core/forms/form.schema';

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i, /^hsla?\(\s*[\d.%\s,/deg]+\)$/i, /^[a-z]{3,30}$/i];

/** Decision 3: what the rich-text editor (Tiptap with TextStyleKit) may produce, and nothing else. */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'],
  allowedAttributes: {
    span: ['style'],
    a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
  },
  allowedStyles: {
    span: {
      'color': colour,
      'background-color': colour,
      'font-family': [/^[\w\s,"'-]{1,200}$/],
      'font-size': [/^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

const clean = (value: string | undefined) => (value === undefined ? undefined : sanitizeRichText(value));

function sanitizeCover(cover: PageCover | undefined): PageCover | undefined {
  if (!cover) return cover;
  return dropUndefined({ ...cover, description: clean(cover.description) });
}

function sanitizeElement(element: FormElement): FormElement {
  return dropUndefined({ ...element, description: clean(element.description), content: clean(element.content) });
}

/** Keeps optional fields absent rather than present-and-undefined, so stored JSON stays as sent. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Every rich field of the design (description, welcome/thank-you description, element description
 * and content) through the allow-list; plain fields are left alone because React renders them as text.
 */
export function sanitizeDesign(design: FormDesign): FormDesign {
  return dropUndefined({
    ...design,
    description: sanitizeRichText(design.description),
    welcome: sanitizeCover(design.welcome),
    thankYou: sanitizeCover(design.thankYou),
    phases: design.phases.map((phase) => ({ ...phase, elements: phase.elements.map(sanitizeElement) })),
  });
}
