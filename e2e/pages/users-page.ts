import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/languages';
import { openManagementSection } from './management-menu';

const texts = {
  vi: {
    section: 'Quản lý người dùng', table: 'Danh sách người dùng', newUser: 'Thêm người dùng', save: 'Lưu', search: 'Tìm theo tên, tên đăng nhập, email, điện thoại',
    searchButton: 'Tìm kiếm', username: 'Tên đăng nhập', name: 'Họ tên', email: 'Email', phone: 'Số điện thoại', password: 'Mật khẩu',
    group: 'Nhóm quyền', department: 'Phòng ban (tổ chức)', role: 'Vai trò', status: 'Trạng thái', locked: 'Đã khóa', active: 'Hoạt động',
    lock: (name: string) => `Khóa ${name}`, unlock: (name: string) => `Mở khóa ${name}`, reset: (name: string) => `Đặt lại mật khẩu của ${name}`,
    remove: (name: string) => `Xóa ${name}`, saved: (name: string) => `Đã lưu ${name}`, lockedToast: (name: string) => `Đã khóa ${name}`,
    generate: 'Tạo mật khẩu ngẫu nhiên', resetSubmit: 'Đặt lại', deleteConfirm: 'Xóa', one: '1 người dùng', notRightFormat: 'Giá trị của trường không đúng định dạng',
  },
  en: {
    section: 'Users', table: 'Users', newUser: 'New user', save: 'Save', search: 'Search name, username, email, phone',
    searchButton: 'Search', username: 'Username', name: 'Full name', email: 'Email', phone: 'Phone', password: 'Password',
    group: 'Permission group', department: 'Department (organisation)', role: 'Role', status: 'Status', locked: 'Locked', active: 'Active',
    lock: (name: string) => `Lock ${name}`, unlock: (name: string) => `Unlock ${name}`, reset: (name: string) => `Reset the password of ${name}`,
    remove: (name: string) => `Delete ${name}`, saved: (name: string) => `${name} was saved`, lockedToast: (name: string) => `${name} was locked`,
    generate: 'Generate a random password', resetSubmit: 'Reset', deleteConfirm: 'Delete', one: '1 user', notRightFormat: 'The field value is not in the right format',
  },
} as const;

export interface NewUser { username: string; name: string; email: string; password: string; group: string }

/** Management → users, by roles and accessible names. */
export class UsersPage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromMenu(): Promise<void> {
    await openManagementSection(this.page, this.lang, this.t.section);
  }

  dialog(): Locator {
    // a confirmation of a removal is an alert dialog
    return this.page.getByRole('dialog').or(this.page.getByRole('alertdialog'));
  }

  async startNew(): Promise<Locator> {
    await this.page.getByRole('button', { name: this.t.newUser }).click();
    const dialog = this.dialog();
    await dialog.waitFor();
    return dialog;
  }

  async fillNew(dialog: Locator, user: NewUser): Promise<void> {
    await dialog.getByRole('textbox', { name: this.t.username }).fill(user.username);
    await dialog.getByRole('textbox', { name: this.t.name }).fill(user.name);
    await dialog.getByRole('textbox', { name: this.t.email }).fill(user.email);
    await dialog.getByRole('textbox', { name: this.t.password, exact: true }).fill(user.password);
    await dialog.getByRole('combobox', { name: this.t.group }).selectOption({ label: user.group });
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: this.t.save, exact: true }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: this.t.search }).fill(text);
    await this.page.getByRole('button', { name: this.t.searchButton, exact: true }).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('table', { name: this.t.table }).getByRole('row').filter({ hasText: text });
  }
}
