import type { IconName } from '../ui/icon';

/**
 * The management (back-office) sections of SPEC 1/2 and the permission code that opens each.
 * Codes are checked with core's hasPermission (system users see everything). The pages
 * themselves come in later issues; until then a section shows a placeholder.
 */
export interface ManagementSection {
  id: string;
  permission: string;
  icon: IconName;
}

export const managementSections: readonly ManagementSection[] = [
  { id: 'users', permission: 'ManageUser', icon: 'users' },
  { id: 'surveys', permission: 'ManageForm', icon: 'chart' },
  { id: 'organisations', permission: 'ManageOrganisation', icon: 'building' },
  { id: 'permission-groups', permission: 'ManagePermission', icon: 'shield' },
  { id: 'roles', permission: 'ManageRole', icon: 'key' },
  { id: 'interface', permission: 'ManageLogo', icon: 'image' },
  { id: 'action-log', permission: 'ViewActionLog', icon: 'list' },
  { id: 'integrate-users', permission: 'ManageIntegration', icon: 'link' },
  { id: 'configuration', permission: 'ManageConfig', icon: 'settings' },
  { id: 'form-review', permission: 'ReviewForm', icon: 'review' },
  { id: 'error-reports', permission: 'ManageErrorReport', icon: 'alert' },
];

export function findSection(id: string): ManagementSection | undefined {
  return managementSections.find((s) => s.id === id);
}
