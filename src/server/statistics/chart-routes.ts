import { successSchema } from '#core/api';
import { api, labelLanguageQuerySchema } from '#core/api';
import {
  answersChartBodySchema, chartByDateQuerySchema, chartByDateSchema, groupByQuestionBodySchema, groupByQuestionSchema,
  managerStatisticalSchema, overviewStatisticalSchema, questionStatisticsSchema,
} from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { canSeeAllForms } from '#server/forms/form-permissions';
import { forbidden, validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { labelLanguage } from '#server/http/language';
import type { ZodApp } from '#server/http/zod-app';
import { sql } from 'drizzle-orm';
import { chartByDate, readableFormIds } from './chart-by-date';
import { groupByQuestion } from './group-by-question';
import { managerStatistical } from './manager-statistical';
import { overviewStatistical } from './overview-statistical';
import { loadReadableForm, loadReadableFormIn } from './readable-form';

const tags = ['statistics'];

/** Charts and statistical overviews; every count comes from a GROUP BY. */
export function chartRoutes(app: ZodApp) {
  const db = app.db;

  app.post(api.answersGroupByQuestion, {
    schema: { tags, summary: 'Statistics of every question (or those listed) under the filters', querystring: labelLanguageQuerySchema, body: groupByQuestionBodySchema, response: { 200: successSchema(groupByQuestionSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, elementIds, ...filters } = req.body;
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await loadReadableFormIn(db, requireUser(req), req.company.id, formId, language);
    return ok(await groupByQuestion(reads, form.id, design, filters, elementIds, language));
  });

  app.post(api.answersChart, {
    schema: { tags, summary: 'Statistics of one question under the filters', querystring: labelLanguageQuerySchema, body: answersChartBodySchema, response: { 200: successSchema(questionStatisticsSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, elementId, ...filters } = req.body;
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await loadReadableFormIn(db, requireUser(req), req.company.id, formId, language);
    const [question] = (await groupByQuestion(reads, form.id, design, filters, [elementId], language)).questions;
    if (!question) throw validationError([{ field: 'elementId', key: 'validation.invalid' }]);
    return ok(question);
  });

  app.get(api.answersChartByDate, {
    schema: { tags, summary: 'Answers per Vietnam day over the last days; without formId, every form the caller reads', querystring: chartByDateQuerySchema, response: { 200: successSchema(chartByDateSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    const user = requireUser(req);
    const { formId, days } = req.query;
    if (formId === undefined) return ok(await chartByDate(reads, readableFormIds(user, req.company.id), days));
    const { form } = await loadReadableForm(db, user, req.company.id, formId);
    return ok(await chartByDate(reads, sql`${form.id}`, days));
  });

  app.get(api.managerStatistical, {
    schema: { tags, summary: 'Forms and answers of the users I manage (administrators: everyone)', response: { 200: successSchema(managerStatisticalSchema) } },
  }, async (req) => ok(await managerStatistical(await app.readsFor(req), requireUser(req), req.company.id)));

  app.get(api.overviewStatistical, {
    schema: { tags, summary: 'Survey management overview (administrators, FormManage)', response: { 200: successSchema(overviewStatisticalSchema) } },
  }, async (req) => {
    const reads = await app.readsFor(req);
    if (!(await canSeeAllForms(db, requireUser(req)))) throw forbidden();
    return ok(await overviewStatistical(reads, req.company.id));
  });
}
