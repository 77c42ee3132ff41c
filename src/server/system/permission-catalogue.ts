import type { PermissionCode } from '#core/permissions';

/** The base permission catalogue seeded on first start; later features add to it. */
export const basePermissionGroups = [
  { code: 'forms', name: 'Forms', order: 1 },
  { code: 'answers', name: 'Answers and statistics', order: 2 },
  { code: 'users', name: 'Users', order: 3 },
  { code: 'organisations', name: 'Companies and departments', order: 4 },
  { code: 'security', name: 'Roles and permissions', order: 5 },
  { code: 'config', name: 'Configuration and categories', order: 6 },
  { code: 'files', name: 'Files', order: 7 },
  { code: 'logs', name: 'Action log and error reports', order: 8 },
] as const;

export const basePermissions: readonly { code: PermissionCode; name: string; group: (typeof basePermissionGroups)[number]['code']; zone: string }[] = [
  { code: 'AccessMeet', name: 'Basic access', group: 'forms', zone: 'app' },
  { code: 'FormCreate', name: 'Create forms', group: 'forms', zone: 'app' },
  { code: 'FormManage', name: 'Manage forms of others', group: 'forms', zone: 'management' },
  { code: 'FormReview', name: 'Review and approve forms', group: 'forms', zone: 'management' },
  { code: 'AnswerView', name: 'View answers', group: 'answers', zone: 'app' },
  { code: 'AnswerExport', name: 'Export answers', group: 'answers', zone: 'app' },
  { code: 'ManagerStatistical', name: 'Management statistics', group: 'answers', zone: 'management' },
  { code: 'UserManage', name: 'Manage users', group: 'users', zone: 'management' },
  { code: 'CompanyManage', name: 'Manage companies', group: 'organisations', zone: 'management' },
  { code: 'DepartmentManage', name: 'Manage departments', group: 'organisations', zone: 'management' },
  { code: 'RoleManage', name: 'Manage roles', group: 'security', zone: 'management' },
  { code: 'PermissionManage', name: 'Manage permissions', group: 'security', zone: 'management' },
  { code: 'ConfigManage', name: 'Manage configuration', group: 'config', zone: 'management' },
  { code: 'CategoryManage', name: 'Manage categories', group: 'config', zone: 'management' },
  { code: 'IntegrateUserManage', name: 'Manage integration clients', group: 'config', zone: 'management' },
  { code: 'LocalityManage', name: 'Import administrative units', group: 'config', zone: 'management' },
  { code: 'NewsManage', name: 'Write news', group: 'config', zone: 'management' },
  { code: 'FileManage', name: 'Manage files', group: 'files', zone: 'app' },
  { code: 'LogView', name: 'View the action log', group: 'logs', zone: 'management' },
  { code: 'ErrorReportManage', name: 'Handle error reports', group: 'logs', zone: 'management' },
];
