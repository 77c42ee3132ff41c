import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../support/app-server';
import { waitForCaptcha } from '../support/captcha';
import { ui, type Lang } from '../support/languages';

export class LoginPage {
  constructor(private readonly page: Page, private readonly lang: Lang = 'vi') {}

  get t() {
    return ui[this.lang];
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('heading', { name: this.t.signIn }).waitFor();
  }

  /** Fills the fields; the device passes the captcha by itself, which a person waits for ("Verified"). */
  async fill(username: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.t.username }).fill(username);
    await this.page.getByRole('textbox', { name: this.t.password, exact: true }).fill(password);
    await waitForCaptcha(this.page.getByRole('form', { name: this.t.signIn }), this.lang);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.signIn, exact: true }).click();
  }

  async signInAsAdmin(): Promise<void> {
    await this.open();
    await this.fill('admin', ADMIN_PASSWORD);
    await this.submit();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
}
