import DOMPurify from 'dompurify';
import {
  allowedLinkPattern, filterStyle, isAllowedAttribute, isAllowedLink, linkRel, richTextAttributes, richTextTags,
} from '#core/rich-text';

/**
 * The page's sanitiser: DOMPurify (a browser parser, so mXSS-proof) held to core's allow-list, the
 * same one the server's sanitize-html applies. Its own instance, so its hooks touch nothing else.
 */
const purifier = DOMPurify();

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (!isAllowedAttribute(node.nodeName, data.attrName)) {
    data.keepAttr = false;
  } else if (data.attrName === 'style') {
    data.attrValue = filterStyle(data.attrValue);
    data.keepAttr = data.attrValue !== '';
  } else if (data.attrName === 'href') {
    data.keepAttr = isAllowedLink(data.attrValue);
  }
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', linkRel);
});

const config = {
  ALLOWED_TAGS: richTextTags,
  ALLOWED_ATTR: richTextAttributes,
  ALLOWED_URI_REGEXP: allowedLinkPattern,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export function purifyRichText(html: string): string {
  return purifier.sanitize(html, config);
}
