import { successSchema } from '#core/api';
import { formIdParamsSchema } from '#core/api';
import { api, labelLanguageQuerySchema } from '#core/api';
import {
  answerDetailParamsSchema, answerDetailSchema, answerListSchema, answersForFilterSchema, answersQuerySchema,
  textAnswerListSchema, chartTableTextQuerySchema,
} from '#core/api';
import { answerFeedQuerySchema, answerFeedSchema, failureSchema } from '#core/api';
import { pagingQuerySchema } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { ok } from '#server/http/envelope';
import { labelLanguage } from '#server/http/language';
import type { ZodApp } from '#server/http/zod-app';
import { answerFeed } from './answer-feed';
import { answerDetail, listAnswers } from './answer-list';
import { answersForFilter } from './answers-for-filter';
import { loadReadableForm, loadReadableFormIn } from './readable-form';
import { textAnswers } from './text-answers';

const tags = ['statistics'];
const FORM = '/api/v1/form';

/** Reading a form's answers: the answer table, its filters, one response, a question's text answers. */
export function answerRoutes(app: ZodApp) {
  const db = app.db;

  app.get(`${FORM}/:id/answers`, {
    schema: { tags, summary: 'The form\'s responses, newest first, paged', params: formIdParamsSchema, querystring: pagingQuerySchema, response: { 200: successSchema(answerListSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const { form } = await loadReadableForm(db, requireUser(req), req.company.id, req.params.id);
    return ok(await listAnswers(reads, form.id, { where: [] }, { ...req.query, sort: '-submittedAt' }));
  });

  app.get(api.formAnswersV2, {
    schema: { tags, summary: 'The answer table: filters (where as JSON text), sort and paging', querystring: answersQuerySchema, response: { 200: successSchema(answerListSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, sort, page, pageSize, ...filters } = req.query;
    const { form } = await loadReadableForm(db, requireUser(req), req.company.id, formId);
    return ok(await listAnswers(reads, form.id, filters, { sort, page, pageSize }));
  });

  app.get(`${FORM}/:id/answers-for-filter`, {
    schema: { tags, summary: 'Per question, the filter ops and choices with their counts', params: formIdParamsSchema, querystring: labelLanguageQuerySchema, response: { 200: successSchema(answersForFilterSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await loadReadableFormIn(db, requireUser(req), req.company.id, req.params.id, language);
    return ok(await answersForFilter(reads, form.id, design, language));
  });

  app.get(`${FORM}/:id/answers/:responseId`, {
    schema: { tags, summary: 'One response of the form (404 when it is not of this form)', params: answerDetailParamsSchema, querystring: labelLanguageQuerySchema, response: { 200: successSchema(answerDetailSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await loadReadableFormIn(db, requireUser(req), req.company.id, req.params.id, language);
    return ok(await answerDetail(reads, form.id, design, req.params.responseId, language));
  });

  app.get(api.answersChartTableText, {
    schema: { tags, summary: 'The answers to one question as text, newest first, searchable, paged', querystring: chartTableTextQuerySchema, response: { 200: successSchema(textAnswerListSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, ...query } = req.query;
    const { form, design } = await loadReadableForm(db, requireUser(req), req.company.id, formId);
    return ok(await textAnswers(reads, form.id, design, query));
  });

  app.get(`${FORM}/:id/answer-feed`, {
    schema: {
      tags, summary: 'The form\'s answers after a cursor, in the order they were stored: pull "everything since the last one I got" (docs/integrations.md)',
      params: formIdParamsSchema, querystring: answerFeedQuerySchema,
      response: { 200: successSchema(answerFeedSchema), 400: failureSchema, 404: failureSchema },
    },
  }, async (req) => {
    // small keyset reads, on the primary: a replica would only lag behind
    const { form } = await loadReadableForm(db, requireUser(req), req.company.id, req.params.id);
    return ok(await answerFeed(db, form.id, req.query));
  });
}
