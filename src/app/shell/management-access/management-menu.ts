import type { IconName } from '#app/shared/ui/icon';

/**
 * The management (back-office) sections of SPEC 1/2 and the permission code that opens each.
 * Administrators (and system users) open every section of their company; any other user opens
 * the sections whose code they hold (core's hasPermission), as the server's guards decide.
 */
export type ManagementSectionId =
  | 'users' | 'surveys' | 'organisations' | 'permission-groups' | 'roles' | 'interface' | 'action-log' | 'integrate-users'
  | 'configuration' | 'categories' | 'files' | 'news' | 'localities' | 'review' | 'error-reports';

export interface ManagementSection {
  id: ManagementSectionId;
  /** any of these codes opens the section (codes of the server's allPermission) */
  permission: string | readonly string[];
  icon: IconName;
}

export const managementSections: readonly ManagementSection[] = [
  { id: 'users', permission: 'UserManage', icon: 'users' },
  { id: 'surveys', permission: ['ManagerStatistical', 'FormManage'], icon: 'chart' },
  { id: 'organisations', permission: ['CompanyManage', 'DepartmentManage'], icon: 'building' },
  { id: 'permission-groups', permission: 'PermissionManage', icon: 'shield' },
  { id: 'roles', permission: 'RoleManage', icon: 'key' },
  { id: 'interface', permission: 'ConfigManage', icon: 'image' },
  { id: 'action-log', permission: 'LogView', icon: 'list' },
  { id: 'integrate-users', permission: 'IntegrateUserManage', icon: 'link' },
  { id: 'configuration', permission: 'ConfigManage', icon: 'settings' },
  { id: 'categories', permission: 'CategoryManage', icon: 'list' },
  { id: 'files', permission: 'FileManage', icon: 'form' },
  { id: 'news', permission: 'NewsManage', icon: 'pen' },
  { id: 'localities', permission: 'LocalityManage', icon: 'globe' },
  { id: 'review', permission: 'FormReview', icon: 'review' },
  { id: 'error-reports', permission: 'ErrorReportManage', icon: 'alert' },
];

export function findSection(id: string): ManagementSection | undefined {
  return managementSections.find((s) => s.id === id);
}
