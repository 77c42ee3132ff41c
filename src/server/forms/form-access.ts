import { and, count, eq } from 'drizzle-orm';
import type { FormAccess } from '#core/forms';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formUserPermissions, forms, responses, users } from '#server/db/schema/index';
import { forbidden, notFound } from '#server/http/api-error';
import { FormPermissionCode, actsAsOwner, holdsPermission } from './form-permissions';
import type { FormRow } from './form-view';

export const FormShare = { Editor: 1, Viewer: 2 } as const;

/** A live (not deleted) form of the company, or 404. */
export async function loadForm(db: Db, companyId: number, id: number): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(and(eq(forms.id, id), eq(forms.companyId, companyId))).limit(1);
  if (!row || row.status === FormStatus.Delete) throw notFound();
  return row;
}

async function sharePermission(db: Db, formId: number, userId: number): Promise<number | null> {
  const [share] = await db.select({ permission: formUserPermissions.permission }).from(formUserPermissions)
    .where(and(eq(formUserPermissions.formId, formId), eq(formUserPermissions.userId, userId))).limit(1);
  return share?.permission ?? null;
}

/** Holders of FormManage or FormReview, and the manager of the owner, may read (they list or review it). */
async function readsAsOverseer(db: Db, user: UserRow, form: FormRow): Promise<boolean> {
  const [owner] = await db.select({ managerId: users.managerId }).from(users).where(eq(users.id, form.ownerId)).limit(1);
  if (owner?.managerId === user.id) return true;
  return await holdsPermission(db, user, FormPermissionCode.Manage) || await holdsPermission(db, user, FormPermissionCode.Review);
}

/**
 * Decision 2, returning what the user may do: the owner, or an administrator or system user of the
 * same company, is 'owner'; a shared editor reads and saves; a shared viewer (or an overseer) reads.
 * 'own' is for status, sharing and deletion. Anyone else, or another company: 403 error.notOwner.
 */
export async function assertFormAccess(db: Db, user: UserRow, form: FormRow, need: 'read' | 'edit' | 'own'): Promise<FormAccess> {
  if (form.companyId !== user.companyId) throw forbidden('error.notOwner');
  if (form.ownerId === user.id || actsAsOwner(user)) return 'owner';
  if (need === 'own') throw forbidden('error.notOwner');
  const share = await sharePermission(db, form.id, user.id);
  if (share === FormShare.Editor) return 'editor';
  if (need === 'read' && (share === FormShare.Viewer || await readsAsOverseer(db, user, form))) return 'viewer';
  throw forbidden('error.notOwner');
}

export async function responseCount(db: Db, formId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(responses).where(eq(responses.formId, formId));
  return row?.n ?? 0;
}
