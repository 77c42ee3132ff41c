import { bilingual } from '#app/shared/i18n/define-messages';

/** The seeded catalogue's names in both languages (en = the name the server seeds). */
export const catalogueNamesMessages = bilingual({
  'security.catalogue.group.forms': { vi: 'Biểu mẫu', en: 'Forms' },
  'security.catalogue.group.answers': { vi: 'Câu trả lời và thống kê', en: 'Answers and statistics' },
  'security.catalogue.group.users': { vi: 'Người dùng', en: 'Users' },
  'security.catalogue.group.organisations': { vi: 'Đơn vị và phòng ban', en: 'Companies and departments' },
  'security.catalogue.group.security': { vi: 'Vai trò và quyền', en: 'Roles and permissions' },
  'security.catalogue.group.config': { vi: 'Cấu hình và danh mục', en: 'Configuration and categories' },
  'security.catalogue.group.files': { vi: 'Tệp', en: 'Files' },
  'security.catalogue.group.logs': { vi: 'Nhật ký thao tác và báo cáo lỗi', en: 'Action log and error reports' },
  'security.catalogue.perm.AccessMeet': { vi: 'Truy cập cơ bản', en: 'Basic access' },
  'security.catalogue.perm.FormCreate': { vi: 'Tạo biểu mẫu', en: 'Create forms' },
  'security.catalogue.perm.FormManage': { vi: 'Quản lý biểu mẫu của người khác', en: 'Manage forms of others' },
  'security.catalogue.perm.FormReview': { vi: 'Duyệt nội dung biểu mẫu', en: 'Review and approve forms' },
  'security.catalogue.perm.AnswerView': { vi: 'Xem câu trả lời', en: 'View answers' },
  'security.catalogue.perm.AnswerExport': { vi: 'Xuất câu trả lời', en: 'Export answers' },
  'security.catalogue.perm.ManagerStatistical': { vi: 'Thống kê quản lý', en: 'Management statistics' },
  'security.catalogue.perm.UserManage': { vi: 'Quản lý người dùng', en: 'Manage users' },
  'security.catalogue.perm.CompanyManage': { vi: 'Quản lý đơn vị', en: 'Manage companies' },
  'security.catalogue.perm.DepartmentManage': { vi: 'Quản lý phòng ban', en: 'Manage departments' },
  'security.catalogue.perm.RoleManage': { vi: 'Quản lý vai trò', en: 'Manage roles' },
  'security.catalogue.perm.PermissionManage': { vi: 'Quản lý quyền', en: 'Manage permissions' },
  'security.catalogue.perm.ConfigManage': { vi: 'Quản lý cấu hình', en: 'Manage configuration' },
  'security.catalogue.perm.CategoryManage': { vi: 'Quản lý danh mục', en: 'Manage categories' },
  'security.catalogue.perm.IntegrateUserManage': { vi: 'Quản lý tài khoản tích hợp', en: 'Manage integration clients' },
  'security.catalogue.perm.LocalityManage': { vi: 'Nhập đơn vị hành chính', en: 'Import administrative units' },
  'security.catalogue.perm.NewsManage': { vi: 'Viết tin tức', en: 'Write news' },
  'security.catalogue.perm.FileManage': { vi: 'Quản lý tệp', en: 'Manage files' },
  'security.catalogue.perm.LogView': { vi: 'Xem nhật ký thao tác', en: 'View the action log' },
  'security.catalogue.perm.ErrorReportManage': { vi: 'Xử lý báo cáo lỗi', en: 'Handle error reports' },
});

/** A seeded entry keeps its name in the reader's language until someone renames it; a renamed or new one shows its own name. */
export function catalogueNameKey(kind: 'group' | 'perm', code: string, name: string): string | null {
  const key = `security.catalogue.${kind}.${code}`;
  const entry = (catalogueNamesMessages as Record<string, { en: string } | undefined>)[key];
  return entry?.en === name ? key : null;
}
