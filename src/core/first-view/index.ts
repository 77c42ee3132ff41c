// A short link's first view (docs/first-paint.md): the HTML of a form's first page, the scripts
// that make it answerable before the app and load the app after its first paint, and the page that
// holds them. The server renders it on a first visit, the service worker from its copy of the form.
export { type ElementWords, elementHtml, richHtml } from './element-html';
export { firstViewCss } from './first-view-css';
export { FIRST_VIEW_KEEPER_SCRIPT } from './first-view-keeper';
export { type FirstView, type InlineReply, withFirstView } from './first-view-page';
export { type Say, firstViewLayout, formFirstView, formPageTitle, sayIn } from './form-page-html';
export { type HtmlValue, SafeHtml, escapeHtml, html, jsonForScript } from './html';
export { FORM_MODULES_ELEMENT_ID, MODULE_LOADER_SCRIPT, withModulesAfterFirstPaint } from './modules-after-paint';
export { NO_SHORT_LINK_MODULES, type ShortLinkModules, formModules, shortLinkModulesFrom } from './short-link-modules';
