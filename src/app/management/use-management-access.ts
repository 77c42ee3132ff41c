import { useSession } from '../session/use-session';
import { managementSections, type ManagementSection } from './management-menu';

/** Sections the signed-in user may open; administrators (or system users) only (SPEC 6). */
export function useManagementAccess(): { allowed: boolean; sections: readonly ManagementSection[] } {
  const session = useSession();
  if (!session.isAdministrator) return { allowed: false, sections: [] };
  return { allowed: true, sections: managementSections.filter((s) => session.can(s.permission)) };
}
