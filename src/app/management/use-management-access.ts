import { useSession } from '../session/use-session';
import { managementSections, type ManagementSection } from './management-menu';

/**
 * Sections the signed-in user may open (SPEC 6): administrators and system users every section,
 * anyone else the sections whose permission code they hold, as the server's guards decide.
 */
export function useManagementAccess(): { allowed: boolean; sections: readonly ManagementSection[] } {
  const session = useSession();
  const sections = managementSections.filter((s) => session.isAdministrator || session.can(s.permission));
  return { allowed: sections.length > 0, sections };
}
