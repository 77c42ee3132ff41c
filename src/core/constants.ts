/** Business constants of SPEC section 9 and limits shared by page and server. */
export const PASSWORD_MIN_LENGTH = 8;
export const SHORT_URL_LENGTH = 6;
export const MOBILE_MAX_WIDTH = 767;
export const LOCKED_COUNTDOWN_SECONDS = 10;
export const LOGOUT_DELAY_MS = 1000;
export const TOAST_MS = 1500;
export const ERROR_TOAST_CONFIRM_MS = 15000;
export const CHART_DAYS = 30;
export const TOP_FORMS = 20;
export const MAX_BATCH_RESPONSES = 100;
export const SYNC_MAX_BACKOFF_MS = 5 * 60 * 1000;
export const COMPANY_HEADER = 'x-company-id';
/** On a queued answer's save: the id of the user who made it; the server refuses it under another session. */
export const EXPECTED_USER_HEADER = 'x-expected-user';
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
/** The cookie in which the page tells the server the language chosen on this device (a short link's first view is rendered in it). */
export const LANGUAGE_COOKIE = 'language';
/** The elements of a short link's page rendered by the server (docs/first-paint.md): its first view, and the reply the app would fetch. */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';
export const INLINE_REPLY_ELEMENT_ID = 'first-paint-reply';
/** The build's list of the short link's scripts (scripts/vite-start-stages.ts), read by the server and the service worker. */
export const SHORT_LINK_MODULES_FILE = 'short-link-modules.json';
/** What was typed into a short link's first view before the app was live, per form, in localStorage (D86). */
export const FIRST_VIEW_ANSWERS_KEY_PREFIX = 'first-view-answers:';
/** An answer made offline before a form's closing date is still accepted this many days after it closed. */
export const OFFLINE_GRACE_DAYS = 7;
