import { and, count, eq } from 'drizzle-orm';
import { UserRole } from '#core/api/auth.contract';
import { FormStatus } from '#core/forms/form.schema';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formUserPermissions, forms, responses } from '#server/db/schema/index';
import { forbidden, notFound } from '#server/http/api-error';
import type { FormRow } from './form-view';

export const FormShare = { Editor: 1, Viewer: 2 } as const;

/** A live (not deleted) form of the company, or 404. */
export async function loadForm(db: Db, companyId: number, id: number): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(and(eq(forms.id, id), eq(forms.companyId, companyId))).limit(1);
  if (!row || row.status === FormStatus.Delete) throw notFound();
  return row;
}

/**
 * Owner, or an administrator or system user of the same company; for reading or editing
 * also a user the form is shared with (viewer reads, editor edits).
 */
export async function assertFormAccess(db: Db, user: UserRow, form: FormRow, need: 'read' | 'edit' | 'own'): Promise<void> {
  if (form.companyId !== user.companyId) throw forbidden('error.notOwner');
  if (form.ownerId === user.id || user.isSystem || user.role === UserRole.Administrator) return;
  if (need !== 'own') {
    const [share] = await db.select().from(formUserPermissions)
      .where(and(eq(formUserPermissions.formId, form.id), eq(formUserPermissions.userId, user.id))).limit(1);
    if (share && (need === 'read' || share.permission === FormShare.Editor)) return;
  }
  throw forbidden('error.notOwner');
}

export async function responseCount(db: Db, formId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(responses).where(eq(responses.formId, formId));
  return row?.n ?? 0;
}
