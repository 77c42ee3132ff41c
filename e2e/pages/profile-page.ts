import type { Page } from '@playwright/test';
import type { Lang } from '../support/languages';

const texts = {
  vi: {
    profile: 'Thông tin cá nhân', profileOf: (name: string) => `Thông tin cá nhân của ${name}`, name: 'Họ tên', save: 'Lưu', saved: 'Đã lưu thông tin cá nhân',
    changePassword: 'Đổi mật khẩu', old: 'Mật khẩu hiện tại', new: 'Mật khẩu mới', confirm: 'Xác nhận mật khẩu mới',
    required: 'Vui lòng nhập mật khẩu', rule: 'Mật khẩu phải có ít nhất 8 ký tự, gồm chữ số, chữ hoa và chữ thường', mismatch: 'Mật khẩu xác nhận không khớp',
    changed: 'Đã đổi mật khẩu',
  },
  en: {
    profile: 'My profile', profileOf: (name: string) => `Profile of ${name}`, name: 'Full name', save: 'Save', saved: 'Your profile was saved',
    changePassword: 'Change password', old: 'Current password', new: 'New password', confirm: 'Confirm the new password',
    required: 'Password is required', rule: 'Password must have at least 8 characters with a digit, an uppercase and a lowercase letter',
    mismatch: 'Confirm password does not match', changed: 'Your password was changed',
  },
} as const;

/** /profile and /change-password, reached from the nav bar. */
export class ProfilePage {
  constructor(readonly page: Page, readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromNavBar(name: string): Promise<void> {
    await this.page.getByRole('link', { name: this.t.profileOf(name) }).click();
    await this.page.getByRole('heading', { level: 1, name: this.t.profile }).waitFor();
  }

  async openChangePassword(): Promise<void> {
    await this.page.getByRole('link', { name: this.t.changePassword }).click();
    await this.page.getByRole('heading', { level: 1, name: this.t.changePassword }).waitFor();
  }

  async fillPasswords(old: string, next: string, confirm: string): Promise<void> {
    const field = (name: string) => this.page.getByRole('textbox', { name, exact: true });
    await field(this.t.old).fill(old);
    await field(this.t.new).fill(next);
    await field(this.t.confirm).fill(confirm);
    await this.page.getByRole('button', { name: this.t.changePassword, exact: true }).click();
  }
}
