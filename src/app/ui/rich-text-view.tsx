import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'],
  ALLOWED_ATTR: ['href', 'style', 'target', 'rel'],
};

/**
 * Rich text of a form (descriptions, title and quote blocks) as the author styled it. The server
 * sanitised it when it was saved; it is cleaned again here because a copy kept on the device, or a
 * form saved before sanitising existed, reaches the page too. Plain text shows as plain text.
 */
export function RichTextView({ html, inline = false, className }: { html: string; inline?: boolean; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, allowed), [html]);
  const Tag = inline ? 'span' : 'div';
  return <Tag className={['rich-text-view', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
