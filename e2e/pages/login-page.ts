import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, CAPTCHA_ANSWER } from '../support/app-server';
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

  async fill(username: string, password: string, captcha: string): Promise<void> {
    // a person types after seeing the captcha picture; submitting before it loaded is refused as incomplete
    await this.page.getByRole('form', { name: this.t.signIn }).getByRole('img').waitFor();
    await this.page.getByRole('textbox', { name: this.t.username }).fill(username);
    await this.page.getByRole('textbox', { name: this.t.password, exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: this.t.captcha }).fill(captcha);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.signIn, exact: true }).click();
  }

  async signInAsAdmin(): Promise<void> {
    await this.open();
    await this.fill('admin', ADMIN_PASSWORD, CAPTCHA_ANSWER);
    await this.submit();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
}
