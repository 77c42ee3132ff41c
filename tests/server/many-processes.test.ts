import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '#server/db/connect';
import { UserRole, UserStatus } from '#core/api/auth.contract';
import { hashPassword } from '#server/auth/password-hash';
import { responses, users } from '#server/db/schema/index';
import { ADMIN_PASSWORD, AppServer, CAPTCHA_ANSWER, freePort } from '../../e2e/support/app-server';
import { freshPostgresDatabase } from './helpers';
import { LiveApi } from './live-http';

const server = process.env.DATABASE_URL;
const PERSON_PASSWORD = 'Person-Pass1';

/**
 * Three built server processes (`node dist-server/main.js`) on one PostgreSQL behind a loopback
 * round-robin proxy: the answer limits must hold across processes (docs/deploy.md, "Several processes").
 * Only with DATABASE_URL (CI's PostgreSQL run): PGlite belongs to one process.
 */
describe.skipIf(!server)('three server processes on one PostgreSQL behind a round-robin proxy', { timeout: 240_000 }, () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let app: AppServer;
  let database: Database;
  let admin: LiveApi;

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(server ?? '');
    app = new AppServer(await freePort(), { processes: 3, databaseUrl: fresh.url, env: { SUBMISSIONS_PER_MINUTE: '1000000' } });
    await app.start();
    database = await connectDatabase({ kind: 'postgres', url: fresh.url, max: 2 });
    admin = await new LiveApi(`http://127.0.0.1:${app.port}`).signIn('admin', ADMIN_PASSWORD, CAPTCHA_ANSWER);
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await app?.stop();
    await fresh?.drop();
  });

  const stored = async (formId: number) =>
    (await database.db.select({ n: count() }).from(responses).where(eq(responses.formId, formId)))[0]?.n;

  // The race is at the hundredth answer (or the first one of a person), so each round is repeated
  // on fresh forms: with a lock per process it then lets an extra answer through almost every run.
  it('600 submissions at once to a form with maxAnswers 100 store exactly 100; the rest are told FORM_FULL (3 rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const formId = await admin.publishedForm({ maxAnswers: 100 });
      const anonymous = new LiveApi(admin.baseUrl);
      const replies = await Promise.all(Array.from({ length: 600 }, () => anonymous.submit(formId)));
      const codes = replies.map((r) => (r.status === 200 ? 'saved' : String(r.json.code)));
      expect({ saved: codes.filter((c) => c === 'saved').length, full: codes.filter((c) => c === 'FORM_FULL').length }).toEqual({ saved: 100, full: 500 });
      expect(await stored(formId)).toBe(100);
    }
    // the load really went through every process
    expect(app.connectionsPerProcess()).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(Math.min(...app.connectionsPerProcess())).toBeGreaterThanOrEqual(100);
  });

  it('one answer per person: each of 8 users answering 25 times at once through every process is stored once', async () => {
    const formId = await admin.publishedForm({ answerLimit: true });
    const people = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
      const username = `person${i}`;
      await database.db.insert(users).values({
        companyId: 1, username, name: username, passwordHash: await hashPassword(PERSON_PASSWORD), status: UserStatus.Active, role: UserRole.User,
      });
      return new LiveApi(admin.baseUrl).signIn(username, PERSON_PASSWORD, CAPTCHA_ANSWER);
    }));
    // each request opens its own connection, so the proxy spreads one person's answers over the processes
    const replies = await Promise.all(people.flatMap((person) =>
      Array.from({ length: 25 }, (_, i) => person.submit(formId, { deviceId: `device-${i}` }))));
    const codes = replies.map((r) => (r.status === 200 ? 'saved' : String(r.json.code)));
    expect({ saved: codes.filter((c) => c === 'saved').length, limited: codes.filter((c) => c === 'ANSWER_LIMIT').length }).toEqual({ saved: 8, limited: 192 });
    expect(await stored(formId)).toBe(8);
  });
});
