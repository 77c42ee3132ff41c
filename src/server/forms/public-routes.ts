import { and, count, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { ZodApp } from '#server/http/zod-app';
import { ErrorCode, type Failure, type FieldError, failureSchema, formCalls } from '#core/api';
import type { Language } from '#core/constants';
import { type HomeStatistics, statisticsCalls } from '#core/api';
import { FormStatus, localizeDesign, opensAt } from '#core/forms';
import { forms, responses } from '#server/db/schema/index';
import { type ApiError, notFound } from '#server/http/api-error';
import { failureBody, ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import type { FormRow } from './form-view';
import { designOf, toPublic } from './form-view';
import { unavailableError } from './form-availability';
import { respondentView } from './respondent-view';

/** The refusal with what the page shows beside it: the author's inactive message (in English where the form has it), and when a form opens. */
function explainedFailure(language: Language, row: FormRow, refused: ApiError): Failure {
  const body = failureBody(language, refused);
  const errors: FieldError[] = [];
  const message = localizeDesign(designOf(row), language).settings.inactiveMessage.trim();
  if (message) errors.push({ field: 'inactiveMessage', message });
  const opens = refused.code === ErrorCode.FormNotStarted ? opensAt(designOf(row).settings, new Date()) : null;
  if (opens) errors.push({ field: 'opensAt', message: opens.toISOString() });
  return errors.length > 0 ? { ...body, errors } : body;
}

export function publicFormRoutes(app: ZodApp) {
  const db = app.db;
  registerCall(app, formCalls.byShortUrl, { tags: ['form'], summary: 'A published form by its short link (anyone)', replies: { 403: failureSchema } }, async (req, reply) => {
    const [stored] = await db.select().from(forms)
      .where(and(eq(forms.shortUrl, req.params.shortUrl), eq(forms.companyId, req.company.id))).limit(1);
    if (!stored) throw notFound();
    const row = await respondentView(db, stored);
    const refused = unavailableError(row);
    if (refused?.status === 403) {
      return reply.code(403).type('application/json; charset=utf-8').send(explainedFailure(requestLanguage(req), row, refused));
    }
    if (refused) throw refused;
    return ok(toPublic(row));
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
