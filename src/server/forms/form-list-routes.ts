import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '#server/http/zod-app';
import { listSchema, successSchema } from '#core/api';
import { type ListFormsQuery, listFormsQuerySchema } from '#core/api';
import { api } from '#core/api';
import { formSummarySchema } from '#core/forms';
import { requireUser } from '#server/auth/current-user';
import { forbidden } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { type ListScope, listForms } from './form-list';
import { canSeeAllForms, isReviewer } from './form-permissions';

const tags = ['form'];
const schemaFor = (summary: string) => ({
  tags, summary, querystring: listFormsQuerySchema, response: { 200: successSchema(listSchema(formSummarySchema)) },
});

/** list, list-share, list-all, list-by-manager, awaiting-review: one query, five scopes. */
export function formListRoutes(app: ZodApp) {
  const db = app.db;
  const list = (req: FastifyRequest & { query: ListFormsQuery }, scope: ListScope) =>
    listForms(db, requireUser(req), scope, req.query).then(ok);

  app.get(api.formList, { schema: schemaFor('My forms, paged') }, (req) => list(req, 'mine'));
  app.get(api.formListShare, { schema: schemaFor('Forms shared with me (editor or viewer)') }, (req) => list(req, 'shared'));
  app.get(api.formListByManager, { schema: schemaFor('Forms of the users I manage') }, (req) => list(req, 'managed'));

  app.get(api.formListAll, { schema: schemaFor('Every form of the company (administrators, system users, FormManage)') }, async (req) => {
    if (!(await canSeeAllForms(db, requireUser(req)))) throw forbidden();
    return list(req, 'all');
  });

  app.get(api.formAwaitingReview, { schema: schemaFor('Forms awaiting review (reviewers)') }, async (req) => {
    if (!(await isReviewer(db, requireUser(req)))) throw forbidden('error.notReviewer');
    return list(req, 'awaiting');
  });
}
