/** SPEC 6 permission check, shared by the page (menus) and the server (enforcement). */
export const ALWAYS_ALLOWED_CODE = 'AccessMeet';

export interface PermissionSubject {
  isSystem: boolean;
  level?: number | null;
  permissionCodes: readonly string[];
}

export function hasPermission(subject: PermissionSubject, codes: string | readonly string[], level?: number): boolean {
  if (subject.isSystem) return true;
  const wanted = (typeof codes === 'string' ? [codes] : codes).map((c) => c.toLowerCase());
  if (wanted.includes(ALWAYS_ALLOWED_CODE.toLowerCase())) return true;
  if (level !== undefined && subject.level !== level) return false;
  const held = new Set(subject.permissionCodes.map((c) => c.toLowerCase()));
  return wanted.some((c) => held.has(c));
}
