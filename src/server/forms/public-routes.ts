import { and, count, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { ZodApp } from '#server/http/zod-app';
import { ErrorCode, successSchema } from '#core/api/envelope';
import { type HomeStatistics, homeStatisticsSchema, shortUrlParamsSchema } from '#core/api/forms.contract';
import { api } from '#core/api/routes';
import { FormStatus, publicFormSchema } from '#core/forms/form.schema';
import { forms, responses } from '#server/db/schema/index';
import { ApiError, notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import type { FormRow } from './form-view';
import { toPublic } from './form-view';

/** Why a form that exists takes no answers (not published, or past its closing date); null when it does. */
export function unavailableError(row: FormRow, now = Date.now()): ApiError | null {
  if (row.status === FormStatus.Active && row.closesAt && row.closesAt.getTime() <= now) {
    return new ApiError(403, ErrorCode.FormClosed, { key: 'validation.expired' });
  }
  if (row.status === FormStatus.Active) return null;
  if (row.status === FormStatus.Disable) return new ApiError(403, ErrorCode.FormDisabled, { key: 'error.formDisabled' });
  if (row.status === FormStatus.AwaitingReview) return new ApiError(403, ErrorCode.FormAwaitingReview, { key: 'error.formAwaitingReview' });
  return notFound();
}

export function publicFormRoutes(app: ZodApp) {
  const db = app.db;
  app.get('/api/v1/form/short-url/:shortUrl', {
    schema: { tags: ['form'], summary: 'A published form by its short link (anyone)', params: shortUrlParamsSchema, response: { 200: successSchema(publicFormSchema) } },
  }, async (req) => {
    const [row] = await db.select().from(forms)
      .where(and(eq(forms.shortUrl, req.params.shortUrl), eq(forms.companyId, req.company.id))).limit(1);
    if (!row) throw notFound();
    const refused = unavailableError(row);
    if (refused) throw refused;
    return ok(toPublic(row));
  });

  app.get(api.homeStatistics, {
    schema: { tags: ['form'], summary: 'Figures for the home page (public)', response: { 200: successSchema(homeStatisticsSchema) } },
  }, async (req) => {
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
