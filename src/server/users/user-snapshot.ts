import type { UserRow } from '#server/auth/session';

type Snapshotted = Pick<UserRow, 'username' | 'name' | 'email' | 'phone' | 'status' | 'emailIdentificationLevel' | 'role'
  | 'departmentId' | 'permissionGroupId' | 'managerId' | 'isSystem'>;

/** What the action log keeps of a user: every field of SPEC 3, never the password hash. */
export function userSnapshot(u: Snapshotted, roleIds?: readonly number[]) {
  return {
    username: u.username, name: u.name, email: u.email, phone: u.phone, status: u.status,
    emailIdentificationLevel: u.emailIdentificationLevel, role: u.role, departmentId: u.departmentId,
    permissionGroupId: u.permissionGroupId, managerId: u.managerId, isSystem: u.isSystem,
    ...(roleIds ? { roleIds } : {}),
  };
}
