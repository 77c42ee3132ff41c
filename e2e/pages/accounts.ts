import type { Page } from '@playwright/test';
import { hashPassword } from '#server/auth/password-hash';
import { users } from '#server/db/schema/index';
import type { App } from '../support/fixtures';
import type { Lang } from '../support/languages';
import { CAPTCHA_ANSWER } from '../support/app-server';
import { LoginPage } from './login-page';

export interface Account {
  username: string;
  name: string;
  password: string;
}

/** Ordinary users (role 1: no review right) of company 1, written while the server is down. */
export async function createAccounts(app: App, accounts: readonly Account[]): Promise<void> {
  await app.server.whileStopped(async (db) => {
    for (const account of accounts) {
      await db.insert(users).values({
        companyId: 1, username: account.username, name: account.name, passwordHash: await hashPassword(account.password), status: 1, role: 1,
      });
    }
  });
}

export async function signInAs(page: Page, account: Account, lang: Lang): Promise<void> {
  const login = new LoginPage(page, lang);
  await login.open();
  await login.fill(account.username, account.password, CAPTCHA_ANSWER);
  await login.submit();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
