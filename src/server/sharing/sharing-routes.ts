import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { listSchema, successSchema } from '#core/api';
import { departmentOptionSchema, shareCandidateSchema, shareCandidatesQuerySchema, updateFormPermissionsBodySchema, userFormPermissionQuerySchema, userFormPermissionSchema } from '#core/api';
import { sharedUserSchema } from '#core/forms';
import { formIdParamsSchema } from '#core/api';
import { api } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { departments } from '#server/db/schema/index';
import { assertFormAccess, loadForm } from '#server/forms/form-access';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { listShareCandidates } from './share-candidates';
import { listSharedUsers } from './shared-users';
import { updateFormPermissions } from './update-permissions';
import { accessOf, loadCompanyUser } from './user-access';

const tags = ['form sharing'];
const sharedListReply = { 200: successSchema(z.array(sharedUserSchema)) };

/** SPEC 7 sharing calls. Sharing works whatever the form's status; only the owner changes the list. */
export function sharingRoutes(app: ZodApp) {
  const db = app.db;

  app.get(api.formShareCandidates, {
    schema: { tags, summary: 'Users of the company who can still be added to the form (owner only)', querystring: shareCandidatesQuerySchema, response: { 200: successSchema(listSchema(shareCandidateSchema)) } },
  }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.query.formId);
    await assertFormAccess(db, user, form, 'own');
    return ok(await listShareCandidates(db, form, req.query));
  });

  app.get(api.formDepartments, {
    schema: { tags, summary: 'Departments of the company', response: { 200: successSchema(z.array(departmentOptionSchema)) } },
  }, async (req) => {
    requireUser(req);
    const rows = await db.select({ id: departments.id, name: departments.name, parentId: departments.parentId }).from(departments)
      .where(and(eq(departments.companyId, req.company.id), isNull(departments.deletedAt)))
      .orderBy(asc(departments.name), asc(departments.id));
    return ok(rows);
  });

  app.get('/api/v1/form/get-list-user-permissions-by-formid/:id', {
    schema: { tags, summary: 'The form\'s share list (read access)', params: formIdParamsSchema, response: sharedListReply },
  }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.params.id);
    await assertFormAccess(db, user, form, 'read');
    return ok(await listSharedUsers(db, form.id));
  });

  app.get('/api/v1/form/get-user-permissions-by-formid-and-userid/:id', {
    schema: {
      tags, summary: 'What a user may do with the form (the caller when userId is absent; another user needs owner access)',
      params: formIdParamsSchema, querystring: userFormPermissionQuerySchema, response: { 200: successSchema(userFormPermissionSchema) },
    },
  }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.params.id);
    const userId = req.query.userId ?? user.id;
    if (userId === user.id) return ok({ formId: form.id, userId, access: await accessOf(db, user, form) });
    await assertFormAccess(db, user, form, 'own');
    const target = await loadCompanyUser(db, req.company.id, userId);
    return ok({ formId: form.id, userId, access: await accessOf(db, target, form) });
  });

  app.post(api.formUpdatePermissions, {
    schema: { tags, summary: 'Add, change and remove shares in one transaction (owner only)', body: updateFormPermissionsBodySchema, response: sharedListReply },
  }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.body.formId);
    await assertFormAccess(db, user, form, 'own');
    return ok(await updateFormPermissions(db, req, form, req.body));
  });
}
