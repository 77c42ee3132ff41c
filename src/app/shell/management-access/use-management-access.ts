import { useSession } from '#app/shell/session/use-session';
import { managementSections, type ManagementSection } from './management-menu';

/**
 * Sections the signed-in user may open (SPEC 6): administrators and system users every section,
 * anyone else the sections whose permission code they hold, as the server's guards decide; a
 * manager also opens the users section, which shows them "My users".
 */
export function useManagementAccess(): { allowed: boolean; sections: readonly ManagementSection[] } {
  const session = useSession();
  const sections = managementSections.filter((s) =>
    session.isAdministrator || session.can(s.permission) || (s.id === 'users' && session.managesUsers));
  return { allowed: sections.length > 0, sections };
}
