import { useMemo } from 'react';
import type { RichText } from '#core/rich-text';
import { purifyRichText } from './purify-rich-text';

/**
 * Rich text (a field marked `richText()` in core: descriptions, title and quote blocks, news) as
 * the author styled it. The server sanitised it; it is cleaned again here with the same allow-list
 * because a copy kept on the device reaches the page too. The only place the page renders HTML.
 */
export function RichTextView({ html, inline = false, className }: { html: RichText; inline?: boolean; className?: string }) {
  const clean = useMemo(() => purifyRichText(html), [html]);
  const Tag = inline ? 'span' : 'div';
  return <Tag className={['rich-text-view', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
