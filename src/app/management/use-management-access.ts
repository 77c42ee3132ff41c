import { useSession } from '../session/use-session';
import { managementSections, type ManagementSection } from './management-menu';

/**
 * Sections the signed-in user may open (SPEC 6): administrators and system users by their
 * permission codes; reviewing forms, handling error reports and reading the action log are also open to every administrator
 * and to anyone holding FormReview, ErrorReportManage or LogView, as the server decides.
 */
export function useManagementAccess(): { allowed: boolean; sections: readonly ManagementSection[] } {
  const session = useSession();
  const reviewer = session.isAdministrator || session.can('FormReview');
  const reportHandler = session.isAdministrator || session.can('ErrorReportManage');
  const logViewer = session.isAdministrator || session.can('LogView');
  const sections = managementSections.filter((s) =>
    s.id === 'review' ? reviewer : s.id === 'error-reports' ? reportHandler : s.id === 'action-log' ? logViewer : session.isAdministrator && session.can(s.permission));
  return { allowed: sections.length > 0, sections };
}
