import { callPath, formCalls, successSchema } from '#core/api';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, SHORT_LINK_MODULES_FILE } from '#core/constants';
import { formFirstView, formModules, formPageTitle, shortLinkModulesFrom, withFirstView, withModulesAfterFirstPaint } from '#core/first-view';
import { type PublicForm, publicFormSchema } from '#core/forms';
import { shortUrlOfPath } from '#core/short-url';

/** Where the service worker finds what a short link's first view is made of. */
export interface FirstViewSources {
  /** a file of the build it precached (`index.html`, the short link's module list) */
  precached: (path: string) => Promise<Response | undefined>;
  /** its copy of an API reply (the form read by its short link), by the reply's address */
  keptReply: (url: string) => Promise<Response | undefined>;
  /** the form the page kept on the device (Dexie), when the worker's copy is gone */
  rememberedForm: (shortUrl: string) => Promise<PublicForm | null>;
  /** the language chosen on this device (its cookie), when the worker can read it */
  chosenLanguage: () => Promise<string | undefined>;
}

const keptFormReplySchema = successSchema(publicFormSchema);

async function keptForm(shortUrl: string, origin: string, sources: FirstViewSources): Promise<PublicForm | null> {
  const reply = await sources.keptReply(new URL(callPath(formCalls.byShortUrl, { shortUrl }), origin).href);
  const parsed = reply?.ok ? keptFormReplySchema.safeParse(await reply.json().catch(() => null)) : null;
  return parsed?.success ? parsed.data.responseData : sources.rememberedForm(shortUrl);
}

/** The precached page's headers (its CSP allows the first view's scripts by their hashes), for a body of another length. */
function pageHeaders(page: Response): Headers {
  const headers = new Headers(page.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) headers.delete(name);
  headers.set('content-type', 'text/html; charset=utf-8');
  return headers;
}

/**
 * A short link's page as the server writes it on a first visit (docs/first-paint.md), written by
 * the service worker from the form it kept (D87): its first view shows, and takes answers, at the
 * first paint, offline too, while the app starts from the precache. The form comes from the
 * worker's copy of the server's reply, else from the page's copy on the device; both are the design
 * the server served (its rich text sanitised by it), read through the form's schema. No reply is
 * written into the page: the app asks for the form itself (the network may have a newer one).
 * Null when the address is no short link or nothing of the form is kept: the app shell answers then.
 */
export async function shortLinkFirstView(url: URL, sources: FirstViewSources): Promise<Response | null> {
  const shortUrl = shortUrlOfPath(url.pathname);
  if (!shortUrl) return null;
  const [form, page, modulesFile, chosen] = await Promise.all([
    keptForm(shortUrl, url.origin, sources),
    sources.precached('index.html'),
    sources.precached(SHORT_LINK_MODULES_FILE),
    sources.chosenLanguage(),
  ]);
  if (!form || !page?.ok) return null;
  const language: Language = (LANGUAGES as readonly string[]).includes(chosen ?? '') ? chosen as Language : DEFAULT_LANGUAGE;
  const modules = shortLinkModulesFrom(modulesFile?.ok ? await modulesFile.text() : null);
  const html = withFirstView(withModulesAfterFirstPaint(await page.text(), modules.route), {
    body: formFirstView(form, language),
    title: formPageTitle(form, language),
    language,
    reply: null,
    modules: formModules(modules, form.design),
  });
  return html === null ? null : new Response(html, { status: 200, headers: pageHeaders(page) });
}
