import { expect, type Page } from '@playwright/test';
import { waitForCaptcha } from '../support/captcha';
import type { Lang } from '../support/languages';

const texts = {
  vi: {
    forgotLink: 'Quên mật khẩu?', title: 'Quên mật khẩu', username: 'Tên đăng nhập hoặc email', 
    send: 'Gửi liên kết đặt lại', sent: /một liên kết đặt lại mật khẩu đã được gửi đến email đó/,
    resetTitle: 'Đặt lại mật khẩu', newPassword: 'Mật khẩu mới', confirm: 'Xác nhận mật khẩu mới', setPassword: 'Đặt mật khẩu mới',
    done: 'Đã đặt mật khẩu mới. Bạn có thể đăng nhập.', used: 'Liên kết đặt lại mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng',
  },
  en: {
    forgotLink: 'Forgot your password?', title: 'Forgot password', username: 'Username or email', 
    send: 'Send the reset link', sent: /a password reset link has been sent there/,
    resetTitle: 'Reset your password', newPassword: 'New password', confirm: 'Confirm the new password', setPassword: 'Set the new password',
    done: 'Your new password is set. You can sign in.', used: 'The password reset link is invalid, expired or already used',
  },
} as const;

/** The sign-in page's "forgot password" link, its request form, and the reset page a mailed link opens. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page, private readonly lang: Lang) {}

  get t() {
    return texts[this.lang];
  }

  async openFromSignIn(): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('link', { name: this.t.forgotLink }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.title })).toBeVisible();
  }

  async request(username: string): Promise<void> {
    const form = this.page.getByRole('form', { name: this.t.title });
    await form.getByRole('textbox', { name: this.t.username }).fill(username);
    await waitForCaptcha(form, this.lang);
    await form.getByRole('button', { name: this.t.send }).click();
    await expect(this.page.getByText(this.t.sent)).toBeVisible();
  }

  async setNewPassword(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.resetTitle })).toBeVisible();
    await this.page.getByRole('textbox', { name: this.t.newPassword, exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: this.t.confirm, exact: true }).fill(password);
    await this.page.getByRole('button', { name: this.t.setPassword }).click();
  }
}
