import type { Page } from '@playwright/test';
import { AnsweringApi } from '../support/answering-api';
import type { App } from '../support/fixtures';
import type { Lang } from '../support/languages';
import { LoginPage } from './login-page';

export interface Account {
  username: string;
  name: string;
  password: string;
  email?: string;
}

/** Ordinary users (role 1: no review right) of company 1, made by the administrator through the API. */
export async function createAccounts(app: App, accounts: readonly Account[]): Promise<void> {
  const admin = await AnsweringApi.signIn(app.server.port);
  try {
    for (const account of accounts) await admin.createUser({ ...account, status: 1, role: 1 });
  } finally {
    await admin.dispose();
  }
}

export async function signInAs(page: Page, account: Account, lang: Lang): Promise<void> {
  const login = new LoginPage(page, lang);
  await login.open();
  await login.fill(account.username, account.password);
  await login.submit();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
