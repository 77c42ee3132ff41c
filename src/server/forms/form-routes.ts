import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '#server/http/zod-app';
import { listSchema, successSchema } from '#core/api/envelope';
import { createFormBodySchema, formIdParamsSchema, listFormsQuerySchema, updateFormBodySchema } from '#core/api/forms.contract';
import { api } from '#core/api/routes';
import { FormStatus, formDetailSchema, formSummarySchema } from '#core/forms/form.schema';
import { checkDesign } from '#core/forms/validate-design';
import { requireUser } from '#server/auth/current-user';
import { validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { type ActionEntry, logAction } from '#server/logs/action-log';
import { assertFormAccess, loadForm, responseCount } from './form-access';
import { listMyForms } from './form-list';
import { insertForm, setStatus, updateDesign } from './form-store';
import { type FormRow, toDetail } from './form-view';

const tags = ['form'];
const detailReply = { 200: successSchema(formDetailSchema) };

const snapshot = (row: FormRow) => ({ status: row.status, version: row.version, title: row.title, design: row.design });

export function formRoutes(app: ZodApp) {
  const db = app.db;

  async function changeStatus(req: FastifyRequest, id: number, status: number, type: ActionEntry['type']) {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, id);
    await assertFormAccess(db, user, form, 'own');
    const row = await setStatus(db, form, status);
    app.hotRows.forms.forget(row.id);
    await logAction(db, req, { type, title: `Form ${type}`, entity: 'form', entityId: row.id, oldData: { status: form.status }, newData: { status: row.status } });
    return ok(toDetail(row, await responseCount(db, row.id)));
  }

  app.post(api.formCreate, { schema: { tags, summary: 'Create a form (disabled, version 1)', body: createFormBodySchema, response: detailReply } }, async (req) => {
    const user = requireUser(req);
    const problems = checkDesign(req.body.design);
    if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p, field: `design.${p.field}` })));
    const row = await insertForm(db, user, req.body.design);
    await logAction(db, req, { type: 'create', title: 'Form created', entity: 'form', entityId: row.id, newData: snapshot(row) });
    return ok(toDetail(row, 0));
  });

  app.post(api.formUpdate, { schema: { tags, summary: 'Save a new version of the design (409 when baseVersion is stale)', body: updateFormBodySchema, response: detailReply } }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.body.id);
    await assertFormAccess(db, user, form, 'edit');
    const problems = checkDesign(req.body.design);
    if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p, field: `design.${p.field}` })));
    const row = await updateDesign(db, form, req.body.baseVersion, req.body.design, user.id);
    app.hotRows.forms.forget(row.id);
    await logAction(db, req, { type: 'update', title: 'Form edited', entity: 'form', entityId: row.id, oldData: snapshot(form), newData: snapshot(row) });
    return ok(toDetail(row, await responseCount(db, row.id)));
  });

  app.get(api.formList, {
    schema: { tags, summary: 'My forms, paged', querystring: listFormsQuerySchema, response: { 200: successSchema(listSchema(formSummarySchema)) } },
  }, async (req) => ok(await listMyForms(db, requireUser(req), req.query)));

  app.get('/api/v1/form/:id', { schema: { tags, summary: 'One form with its design', params: formIdParamsSchema, response: detailReply } }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.params.id);
    await assertFormAccess(db, user, form, 'read');
    return ok(toDetail(form, await responseCount(db, form.id)));
  });

  app.post('/api/v1/form/publish/:id', { schema: { tags, summary: 'Publish (status 1)', params: formIdParamsSchema, response: detailReply } },
    (req) => changeStatus(req, req.params.id, FormStatus.Active, 'publish'));
  app.post('/api/v1/form/disable/:id', { schema: { tags, summary: 'Disable (status 0)', params: formIdParamsSchema, response: detailReply } },
    (req) => changeStatus(req, req.params.id, FormStatus.Disable, 'disable'));
  app.delete('/api/v1/form/:id', { schema: { tags, summary: 'Delete (soft, status 2)', params: formIdParamsSchema, response: detailReply } },
    (req) => changeStatus(req, req.params.id, FormStatus.Delete, 'delete'));
}
