import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { api } from '#core/api';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, SHORT_LINK_MODULES_FILE, type Language } from '#core/constants';
import { type ShortLinkModules, formModules, formPageTitle, shortLinkModulesFrom, withFirstView, withModulesAfterFirstPaint } from '#core/first-view';
import { shortUrlOfPath } from '#core/short-url';
import { shortLinkReply } from '#server/forms/short-link-reply';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { shortLinkHtml } from './form-html';
import { withInlineStylesheets } from './inline-stylesheets';

/** The language the app will show: the one the person chose on this device, else the app's default. */
function pageLanguage(req: FastifyRequest): Language {
  const chosen = req.cookies[LANGUAGE_COOKIE];
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? chosen as Language : DEFAULT_LANGUAGE;
}

/** The build's list of the short link's modules; none when the build has no list, or one this server cannot read. */
async function shortLinkModulesOf(staticRoot: string): Promise<ShortLinkModules> {
  return shortLinkModulesFrom(await readFile(resolve(staticRoot, SHORT_LINK_MODULES_FILE), 'utf8').catch(() => null));
}

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
        title: 'form' in reply ? formPageTitle(reply.form, language) : null,
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
