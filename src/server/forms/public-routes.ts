import type { ZodApp } from '#server/http/zod-app';
import { failureSchema, formCalls, statisticsCalls } from '#core/api';
import { ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import { homeStatistics } from './queries';
import { shortLinkReply } from './short-link-reply';

export function publicFormRoutes(app: ZodApp) {
  const db = app.db;
  registerCall(app, formCalls.byShortUrl, { tags: ['form'], summary: 'A published form by its short link (anyone)', replies: { 403: failureSchema } }, async (req, reply) => {
    const answer = await shortLinkReply(db, req.company.id, req.params.shortUrl, requestLanguage(req));
    if ('form' in answer) return ok(answer.form);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.failure);
  });

  registerCall(app, statisticsCalls.home, { tags: ['form'], summary: 'Figures for the home page (public)' }, async (req) =>
    ok(await homeStatistics(db, req.company.id)));
}
