import { statisticsCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { labelLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { chartByDate, oneForm, readableFormIds } from './chart-by-date';
import { groupByQuestion } from './group-by-question';
import { managerStatistical } from './manager-statistical';
import { overviewStatistical } from './overview-statistical';
import { readableForm, readableFormIn } from './readable-form';

const tags = ['statistics'];

/** Charts and statistical overviews; every count comes from a GROUP BY. */
export function chartRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.groupByQuestion, { tags, summary: 'Statistics of every question (or those listed) under the filters' }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, elementIds, ...filters } = req.body;
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, formId, language);
    return ok(await groupByQuestion(reads, form.id, design, filters, elementIds, language));
  });

  registerCall(app, calls.chart, { tags, summary: 'Statistics of one question under the filters' }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, elementId, ...filters } = req.body;
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, formId, language);
    const [question] = (await groupByQuestion(reads, form.id, design, filters, [elementId], language)).questions;
    if (!question) throw validationError([{ field: 'elementId', key: 'validation.invalid' }]);
    return ok(question);
  });

  registerCall(app, calls.chartByDate, { tags, summary: 'Answers per Vietnam day over the last days; without formId, every form the caller reads' }, async (req) => {
    const reads = await app.readsFor(req);
    const user = requireUser(req);
    const { formId, days } = req.query;
    if (formId === undefined) return ok(await chartByDate(reads, readableFormIds(user, req.company.id), days));
    const { form } = await readableForm(db, req.actor, formId);
    return ok(await chartByDate(reads, oneForm(form.id), days));
  });

  registerCall(app, calls.managerStatistical, { tags, summary: 'Forms and answers of the users I manage (administrators: everyone)' },
    async (req) => ok(await managerStatistical(await app.readsFor(req), requireUser(req), req.company.id)));

  registerCall(app, calls.overviewStatistical, { tags, summary: 'Survey management overview (administrators, FormManage)' },
    async (req) => ok(await overviewStatistical(await app.readsFor(req), req.company.id)));
}
