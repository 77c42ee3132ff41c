import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { type RichText, asRichText, mapRichText } from '#core/rich-text';
import { filterStyle, isAllowedAttribute, isAllowedLink, linkRel, linkSchemes, richTextElements, richTextTags } from '#core/rich-text';

/** Only the attributes the core allow-list names for this element, with style and href checked by its rules. */
function allowedAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!isAllowedAttribute(tagName, name)) continue;
    if (name === 'style') {
      const style = filterStyle(value);
      if (style) kept.style = style;
    } else if (name === 'href') {
      if (isAllowedLink(value)) kept.href = value;
    } else {
      kept[name] = value;
    }
  }
  if (tagName === 'a') kept.rel = linkRel;
  return { tagName, attribs: kept };
}

/** The allow-list of core (rich-text-policy.ts) in sanitize-html's terms; styles are filtered by core's filterStyle. */
const options: sanitizeHtml.IOptions = {
  allowedTags: richTextTags,
  allowedAttributes: Object.fromEntries(Object.entries(richTextElements).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: [...linkSchemes],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // core's filterStyle rebuilds the style attribute; sanitize-html's own CSS parser is not needed
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  transformTags: { '*': allowedAttributes },
};

/** One rich-text value through the allow-list. */
export function sanitizeRichText(html: string): RichText {
  return asRichText(sanitizeHtml(html, options));
}

/** Every rich-text field of `value` (marked `richText()` in `schema`) sanitised; the rest unchanged. */
export function sanitizeRichFields<S extends z.ZodType>(schema: S, value: z.output<S>): z.output<S> {
  return mapRichText(schema, value, sanitizeRichText);
}
