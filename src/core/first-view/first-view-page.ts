import { FIRST_PAINT_ELEMENT_ID, INLINE_REPLY_ELEMENT_ID, type Language } from '../constants';
import { firstViewCss } from './first-view-css';
import { FIRST_VIEW_KEEPER_SCRIPT } from './first-view-keeper';
import { FORM_MODULES_ELEMENT_ID } from './modules-after-paint';
import { type SafeHtml, escapeHtml, jsonForScript } from './html';

/** The reply the page would otherwise fetch, as the client reads it back (src/app/shared/http/inline-reply.ts). */
export interface InlineReply {
  /** the API path it answers */
  path: string;
  /** the language its messages are in */
  language: Language;
  status: number;
  body: unknown;
}

export interface FirstView {
  body: SafeHtml;
  /** the page's title (the form's), or null to keep the app's */
  title: string | null;
  language: Language;
  /** none when the page must ask for the form itself (the service worker's first view: the network may have a newer one) */
  reply: InlineReply | null;
  /** scripts the page will load once it has read the form (its answer kinds), preloaded with the app's */
  modules: readonly string[];
}

const ROOT = '<div id="root"></div>';

/** index.html with the first view (and its keeper) before the app's root and the reply after it; null when the build's page has no root to put it by. */
export function withFirstView(indexHtml: string, view: FirstView): string | null {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) return null;
  const page = indexHtml
    .replace(/<html lang="[a-z]+">/, `<html lang="${view.language}">`)
    .replace(/<title>[^<]*<\/title>/, (original) => (view.title ? `<title>${escapeHtml(view.title)}</title>` : original))
    .replace('</head>', () => `<style>${firstViewCss}</style></head>`);
  const reply = view.reply ? `<script type="application/json" id="${INLINE_REPLY_ELEMENT_ID}">${jsonForScript(view.reply).html}</script>` : '';
  const inline = `${reply}<script type="application/json" id="${FORM_MODULES_ELEMENT_ID}">${jsonForScript(view.modules).html}</script>`;
  // the keeper runs as soon as the first view is parsed, before its first paint
  const keeper = `<script>${FIRST_VIEW_KEEPER_SCRIPT}</script>`;
  return page.replace(ROOT, () => `<div id="${FIRST_PAINT_ELEMENT_ID}">${view.body.html}</div>${keeper}${ROOT}${inline}`);
}
