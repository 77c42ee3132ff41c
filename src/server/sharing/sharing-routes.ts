import { and, asc, eq, isNull } from 'drizzle-orm';
import { formSharingCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { departments } from '#server/db/schema/index';
import { assertFormAccess, loadForm } from '#server/forms/form-access';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { listShareCandidates } from './share-candidates';
import { listSharedUsers } from './shared-users';
import { updateFormPermissions } from './update-permissions';
import { accessOf, loadCompanyUser } from './user-access';

const tags = ['form sharing'];

/** SPEC 7 sharing calls. Sharing works whatever the form's status; only the owner changes the list. */
export function sharingRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.candidates, { tags, summary: 'Users of the company who can still be added to the form (owner only)' }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.query.formId);
    await assertFormAccess(db, user, form, 'own');
    return ok(await listShareCandidates(db, form, req.query));
  });

  registerCall(app, calls.departments, { tags, summary: 'Departments of the company' }, async (req) => {
    const rows = await db.select({ id: departments.id, name: departments.name, parentId: departments.parentId }).from(departments)
      .where(and(eq(departments.companyId, req.company.id), isNull(departments.deletedAt)))
      .orderBy(asc(departments.name), asc(departments.id));
    return ok(rows);
  });

  registerCall(app, calls.sharedUsers, { tags, summary: 'The form\'s share list (read access)' }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.params.id);
    await assertFormAccess(db, user, form, 'read');
    return ok(await listSharedUsers(db, form.id));
  });

  registerCall(app, calls.userPermission, {
    tags, summary: 'What a user may do with the form (the caller when userId is absent; another user needs owner access)',
  }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.params.id);
    const userId = req.query.userId ?? user.id;
    if (userId === user.id) return ok({ formId: form.id, userId, access: await accessOf(db, user, form) });
    await assertFormAccess(db, user, form, 'own');
    const target = await loadCompanyUser(db, req.company.id, userId);
    return ok({ formId: form.id, userId, access: await accessOf(db, target, form) });
  });

  registerCall(app, calls.update, { tags, summary: 'Add, change and remove shares in one transaction (owner only)' }, async (req) => {
    const user = requireUser(req);
    const form = await loadForm(db, req.company.id, req.body.formId);
    await assertFormAccess(db, user, form, 'own');
    return ok(await updateFormPermissions(db, req, form, req.body));
  });
}
