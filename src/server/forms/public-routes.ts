import { and, count, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { ZodApp } from '#server/http/zod-app';
import { failureSchema, formCalls } from '#core/api';
import { type HomeStatistics, statisticsCalls } from '#core/api';
import { FormStatus } from '#core/forms';
import { forms, responses } from '#server/db/schema/index';
import { ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import { shortLinkReply } from './short-link-reply';

export function publicFormRoutes(app: ZodApp) {
  const db = app.db;
  registerCall(app, formCalls.byShortUrl, { tags: ['form'], summary: 'A published form by its short link (anyone)', replies: { 403: failureSchema } }, async (req, reply) => {
    const answer = await shortLinkReply(db, req.company.id, req.params.shortUrl, requestLanguage(req));
    if ('form' in answer) return ok(answer.form);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.failure);
  });

  registerCall(app, statisticsCalls.home, { tags: ['form'], summary: 'Figures for the home page (public)' }, async (req) => {
    const companyId = req.company.id;
    const [figures] = await db.select({
      totalForms: count(),
      publishedForms: sql<number>`count(*) filter (where ${forms.status} = ${FormStatus.Active})`.mapWith(Number),
      expiredForms: sql<number>`count(*) filter (where ${and(isNotNull(forms.closesAt), lt(forms.closesAt, sql`now()`))})`.mapWith(Number),
    }).from(forms).where(and(eq(forms.companyId, companyId), ne(forms.status, FormStatus.Delete)));
    const [answers] = await db.select({ n: count() }).from(responses)
      .innerJoin(forms, eq(forms.id, responses.formId))
      .where(and(eq(responses.companyId, companyId), ne(forms.status, FormStatus.Delete)));
    const reply: HomeStatistics = {
      totalForms: figures?.totalForms ?? 0,
      publishedForms: figures?.publishedForms ?? 0,
      expiredForms: figures?.expiredForms ?? 0,
      totalAnswers: answers?.n ?? 0,
    };
    return ok(reply);
  });
}
