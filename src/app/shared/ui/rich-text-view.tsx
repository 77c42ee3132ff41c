import { useMemo } from 'react';
import type { RichText } from '#core/rich-text';
import { isMarkup, usePurifier } from './rich-text-purifier';

/**
 * Rich text (a field marked `richText()` in core: descriptions, title and quote blocks, news) as
 * the author styled it. The server sanitised it; markup is cleaned again here with the same
 * allow-list because a copy kept on the device reaches the page too. The only place the page
 * renders HTML. Text without markup is written as text, and the sanitiser loads only for markup:
 * until it is there the element stays empty (pages that must not shift wait for it, see
 * `useRichTextReady` in answering).
 */
export function RichTextView({ html, inline = false, className }: { html: RichText; inline?: boolean; className?: string }) {
  const markup = isMarkup(html);
  const purify = usePurifier(markup);
  const clean = useMemo(() => (purify ? purify(html) : ''), [purify, html]);
  const Tag = inline ? 'span' : 'div';
  const classes = ['rich-text-view', className].filter(Boolean).join(' ');
  if (!markup) return <Tag className={classes}>{html}</Tag>;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
