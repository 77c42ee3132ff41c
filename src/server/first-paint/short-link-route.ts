import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { api } from '#core/api';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '#core/constants';
import { type FormDesign, allElements } from '#core/forms';
import { shortUrlFromPathSegment } from '#core/short-url';
import { shortLinkReply } from '#server/forms/short-link-reply';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { withFirstView } from './first-paint-page';
import { shortLinkHtml, shortLinkTitle } from './form-html';
import { withInlineStylesheets } from './inline-stylesheets';
import { withModulesAfterFirstPaint } from './modules-after-paint';

/** The language the app will show: the one the person chose on this device, else the app's default. */
function pageLanguage(req: FastifyRequest): Language {
  const chosen = req.cookies[LANGUAGE_COOKIE];
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? chosen as Language : DEFAULT_LANGUAGE;
}

/** The short URL a page address names ("/AbC123"), or null for any other address. */
function shortUrlOfPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  return segment ? shortUrlFromPathSegment(segment) : null;
}

/** A script or stylesheet of the build (`/assets/x.js`, `/assets/x.css`): the loader adds nothing else either. */
const buildFile = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/);

/** The build's short-link-modules.json (scripts/vite-start-stages.ts): the route's chunks, and each answer kind's. */
const shortLinkModulesSchema = z.object({ route: z.array(buildFile), kinds: z.record(z.string(), z.array(buildFile)) });
type ShortLinkModules = z.infer<typeof shortLinkModulesSchema>;

/** The build's list of the short link's modules; none when the build has no list, or one this server cannot read. */
async function shortLinkModulesOf(staticRoot: string): Promise<ShortLinkModules> {
  const none: ShortLinkModules = { route: [], kinds: {} };
  const text = await readFile(resolve(staticRoot, 'short-link-modules.json'), 'utf8').catch(() => null);
  if (text === null) return none;
  try {
    const parsed = shortLinkModulesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : none;
  } catch {
    return none;
  }
}

/** The chunks and stylesheets of the answer kinds a form uses, which its page loads as soon as it has read the form. */
const formModules = (modules: ShortLinkModules, design: FormDesign): string[] =>
  [...new Set(allElements(design).flatMap((element) => modules.kinds[element.kind] ?? []))];

/**
 * A short link's page with its first view rendered in (docs/first-paint.md): the questions show
 * before the script runs, and the reply the app would fetch is inline. Null for any other address,
 * or when the page cannot be rendered: the plain index.html is served then, as before.
 */
export function shortLinkPages(app: ZodApp, staticRoot: string) {
  let indexHtml: Promise<{ page: string; modules: ShortLinkModules }> | null = null;
  return async (req: FastifyRequest): Promise<string | null> => {
    const shortUrl = req.method === 'GET' ? shortUrlOfPath(req.url) : null;
    if (!shortUrl) return null;
    try {
      indexHtml ??= Promise.all([
        readFile(resolve(staticRoot, 'index.html'), 'utf8').then((page) => withInlineStylesheets(page, staticRoot)),
        shortLinkModulesOf(staticRoot),
      ]).then(([page, modules]) => ({ page: withModulesAfterFirstPaint(page, modules.route), modules }));
      const language = pageLanguage(req);
      const reply = await shortLinkReply(app.db, app.settings.pageCompanyId, shortUrl, language);
      const body = shortLinkHtml(reply, language);
      if (!body) return null;
      const envelope = 'form' in reply ? ok(reply.form) : reply.failure;
      const { page, modules } = await indexHtml;
      return withFirstView(page, {
        body,
        title: 'form' in reply ? shortLinkTitle(reply.form, language) : null,
        language,
        reply: { path: api.formByShortUrl(shortUrl), language, status: reply.status, body: envelope },
        modules: 'form' in reply ? formModules(modules, reply.form.design) : [],
      });
    } catch (error) {
      req.log.warn({ err: error }, 'short link first view not rendered');
      indexHtml = null;
      return null;
    }
  };
}
