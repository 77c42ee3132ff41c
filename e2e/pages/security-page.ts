import type { Locator, Page } from '@playwright/test';
import { AnsweringApi } from '../support/answering-api';
import type { App } from '../support/fixtures';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    roles: 'Vai trò', groups: 'Nhóm quyền', table: 'Danh sách vai trò', newRole: 'Thêm vai trò', roleName: 'Tên vai trò', description: 'Mô tả',
    save: 'Lưu', editDialog: 'Thêm vai trò', permissionsOf: (name: string) => `Phân quyền cho vai trò ${name}`,
    modal: (name: string) => `Quyền của vai trò “${name}”`, chosen: (n: number) => `Đã chọn ${n} quyền`, newGroup: 'Thêm nhóm quyền',
    groupTree: 'Cây nhóm quyền', readOnly: 'Chỉ người dùng hệ thống mới được thay đổi danh mục này.', roleRequired: 'Nhập tên vai trò',
    groupName: 'Tên nhóm quyền', code: 'Mã', newPermission: 'Thêm quyền', permissionName: 'Tên quyền', deleteGroup: 'Xoá nhóm quyền',
    permissionsOfGroup: (name: string) => `Quyền của nhóm “${name}”`, permissionsTable: 'Các quyền của nhóm', delete: 'Xoá',
    deleteNamed: (name: string) => `Xoá ${name}`, deleteTitle: (name: string) => `Xoá “${name}”?`, cancel: 'Hủy',
    fieldsRequired: 'Nhập tên quyền, mã quyền và tên nhóm quyền', rightFormat: 'Giá trị của trường không đúng định dạng',
    inUse: 'Nhóm quyền này vẫn còn nhóm con, quyền hoặc người dùng: hãy chuyển chúng đi trước',
  },
  en: {
    roles: 'Roles', groups: 'Permission groups', table: 'Roles', newRole: 'New role', roleName: 'Role name', description: 'Description',
    save: 'Save', editDialog: 'New role', permissionsOf: (name: string) => `Permissions of the role ${name}`,
    modal: (name: string) => `Permissions of the role “${name}”`, chosen: (n: number) => `${n} permissions chosen`, newGroup: 'New group',
    groupTree: 'Permission group tree', readOnly: 'Only system users can change it.', roleRequired: 'Enter the role name',
    groupName: 'Group name', code: 'Code', newPermission: 'New permission', permissionName: 'Permission name', deleteGroup: 'Delete group',
    permissionsOfGroup: (name: string) => `Permissions of “${name}”`, permissionsTable: 'Permissions of the group', delete: 'Delete',
    deleteNamed: (name: string) => `Delete ${name}`, deleteTitle: (name: string) => `Delete “${name}”?`, cancel: 'Cancel',
    fieldsRequired: 'Enter the permission name, code and group name', rightFormat: 'The field value is not in the right format',
    inUse: 'This group still has sub-groups, permissions or users: move them first',
  },
} as const;

/** An administrator (role 2, not a system user) of company 1, made by the system administrator through the API. */
export async function createAdministrator(app: App, username: string, password: string): Promise<void> {
  const admin = await AnsweringApi.signIn(app.server.port);
  try {
    await admin.createUser({ username, name: username, password, status: 1, role: 2 });
  } finally {
    await admin.dispose();
  }
}

/** Management → roles and permission groups, by roles and accessible names. */
export class SecurityPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  openRoles = () => openManagementSection(this.page, this.lang, this.t.roles);
  openGroups = () => openManagementSection(this.page, this.lang, this.t.groups);

  roleRow(name: string): Locator {
    return this.page.getByRole('table', { name: this.t.table }).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Presses Tab until `target` has the focus (a keyboard user's way there). */
  async tabTo(target: Locator, limit = 120): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error('the element was never reached by Tab');
  }
}
