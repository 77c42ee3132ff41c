import { failureSchema, statisticsCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { labelLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { answerFeed } from './answer-feed';
import { answerDetail, listAnswers } from './answer-list';
import { answersForFilter } from './answers-for-filter';
import { readableForm, readableFormIn } from './readable-form';
import { textAnswers } from './text-answers';

const tags = ['statistics'];

/** Reading a form's answers: the answer table, its filters, one response, a question's text answers. */
export function answerRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.answers, { tags, summary: 'The form\'s responses, newest first, paged' }, async (req) => {
    const reads = await app.readsFor(req);
    const { form } = await readableForm(db, req.actor, req.params.id);
    return ok(await listAnswers(reads, form.id, { where: [] }, { ...req.query, sort: '-submittedAt' }));
  });

  registerCall(app, calls.answerTable, { tags, summary: 'The answer table: filters (where as JSON text), sort and paging' }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, sort, page, pageSize, ...filters } = req.query;
    const { form } = await readableForm(db, req.actor, formId);
    return ok(await listAnswers(reads, form.id, filters, { sort, page, pageSize }));
  });

  registerCall(app, calls.answersForFilter, { tags, summary: 'Per question, the filter ops and choices with their counts' }, async (req) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, req.params.id, language);
    return ok(await answersForFilter(reads, form.id, design, language));
  });

  registerCall(app, calls.answerDetail, { tags, summary: 'One response of the form (404 when it is not of this form)' }, async (req) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, req.params.id, language);
    return ok(await answerDetail(reads, form.id, design, req.params.responseId, language));
  });

  registerCall(app, calls.textAnswers, { tags, summary: 'The answers to one question as text, newest first, searchable, paged' }, async (req) => {
    const reads = await app.readsFor(req);
    const { formId, ...query } = req.query;
    const { form, design } = await readableForm(db, req.actor, formId);
    return ok(await textAnswers(reads, form.id, design, query));
  });

  registerCall(app, calls.answerFeed, {
    tags, summary: 'The form\'s answers after a cursor, in the order they were stored: pull "everything since the last one I got" (docs/integrations.md)',
    replies: { 400: failureSchema, 404: failureSchema },
  }, async (req) => {
    // small keyset reads, on the primary: a replica would only lag behind
    const { form } = await readableForm(db, req.actor, req.params.id);
    return ok(await answerFeed(db, form.id, req.query));
  });
}
