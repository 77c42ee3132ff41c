import { UserRole } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { userCan } from '#server/auth/permission-subject';
import { configValue } from '#server/system/user-permissions';

export const FormPermissionCode = { Manage: 'FormManage', Review: 'FormReview' } as const;

/** Administrators and system users act as the owner of every form of their company. */
export const actsAsOwner = (user: UserRow) => user.isSystem || user.role === UserRole.Administrator;

/** A permission code the user holds (directly, by role or by permission group; case-insensitive). */
export async function holdsPermission(db: Db, user: UserRow, code: string): Promise<boolean> {
  return userCan(db, user, code);
}

/** Decision 1: a reviewer is a system user, an administrator or a holder of FormReview. */
export async function isReviewer(db: Db, user: UserRow): Promise<boolean> {
  return actsAsOwner(user) || holdsPermission(db, user, FormPermissionCode.Review);
}

/** list-all: administrators, system users and holders of FormManage. */
export async function canSeeAllForms(db: Db, user: UserRow): Promise<boolean> {
  return actsAsOwner(user) || holdsPermission(db, user, FormPermissionCode.Manage);
}

/** Config `form.reviewRequired` (company row over the system-wide row); review is required unless it is '0'. */
export async function reviewRequired(db: Db, companyId: number): Promise<boolean> {
  const value = await configValue(db, companyId, 'form.reviewRequired');
  return (value ?? '1').trim() !== '0';
}

/** Decision 1: this user's publication or edit goes live without review (a reviewer, or review not required). */
export async function publishesDirectly(db: Db, user: UserRow, companyId: number): Promise<boolean> {
  return await isReviewer(db, user) || !(await reviewRequired(db, companyId));
}
