import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SharedUser } from '#core/forms';
import type { DepartmentOption, shareCandidatesQuerySchema, userFormPermissionSchema } from '#core/api';
import type { Db } from '#server/db/connect';
import { departments } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { assertFormAccess, loadForm } from '#server/forms/form-access';
import { openForm } from '#server/forms/policy';
import { listShareCandidates } from './share-candidates';
import { listSharedUsers } from './shared-users';
import { accessOf, loadCompanyUser } from './user-access';

/** Users of the company who can still be added to the form (owner only). */
export async function shareCandidatesOf(db: Db, actor: Actor, query: z.infer<typeof shareCandidatesQuerySchema>) {
  const { form } = await openForm(db, actor, query.formId, 'own');
  return listShareCandidates(db, form, query);
}

/** Departments of the company, by name. */
export async function departmentOptions(db: Db, actor: Actor): Promise<DepartmentOption[]> {
  return db.select({ id: departments.id, name: departments.name, parentId: departments.parentId }).from(departments)
    .where(and(eq(departments.companyId, actor.company.id), isNull(departments.deletedAt)))
    .orderBy(asc(departments.name), asc(departments.id));
}

/** The form's share list (read access). */
export async function sharedUsersOf(db: Db, actor: Actor, formId: number): Promise<SharedUser[]> {
  const { form } = await openForm(db, actor, formId, 'read');
  return listSharedUsers(db, form.id);
}

/** What a user may do with the form: the actor when userId is absent; another user needs owner access. */
export async function userPermissionOf(db: Db, actor: Actor, formId: number, userId: number | undefined): Promise<z.infer<typeof userFormPermissionSchema>> {
  const user = signedInUser(actor);
  const form = await loadForm(db, actor.company.id, formId);
  const asked = userId ?? user.id;
  if (asked === user.id) return { formId: form.id, userId: asked, access: await accessOf(db, user, form) };
  await assertFormAccess(db, user, form, 'own');
  const target = await loadCompanyUser(db, actor.company.id, asked);
  return { formId: form.id, userId: asked, access: await accessOf(db, target, form) };
}
