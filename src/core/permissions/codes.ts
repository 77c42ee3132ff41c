/** The permission codes of the catalogue (docs/permissions.md); a call or a menu entry names one of these. */
export const PERMISSION_CODES = [
  'AccessMeet', 'FormCreate', 'FormManage', 'FormReview', 'AnswerView', 'AnswerExport', 'ManagerStatistical', 'UserManage',
  'CompanyManage', 'DepartmentManage', 'RoleManage', 'PermissionManage', 'ConfigManage', 'CategoryManage', 'IntegrateUserManage',
  'LocalityManage', 'NewsManage', 'FileManage', 'LogView', 'ErrorReportManage',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];
