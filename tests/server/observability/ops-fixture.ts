import { type AppOptions, buildApp } from '#server/app';
import type { Database } from '#server/db/connect';
import { bootstrap } from '#server/system/bootstrap';
import { TEST_CAPTCHA_DIFFICULTY } from '../../support/captcha';
import { ADMIN_PASSWORD, type TestApp } from '../helpers';

/** A TestApp over a database the test opened itself (a stored PGlite folder, a fresh PostgreSQL database…). */
export async function appOver(database: Database, options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const { companyId } = await bootstrap(database.db, { adminPassword: ADMIN_PASSWORD, companyName: 'Ops' });
  const app = await buildApp({ ...options, db: database.db, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, ...options.settings } });
  const headers = (extra: Record<string, string> = {}) => ({ 'x-company-id': String(companyId), ...extra });
  return {
    app, db: database.db, companyId, headers,
    request: ({ cookie, headers: extra, ...rest }) =>
      app.inject({ ...rest, headers: { ...headers(cookie ? { cookie } : {}), ...(extra as Record<string, string> | undefined) } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
