import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { UserRole, UserStatus } from '#core/api';
import { api } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { type AppOptions, buildApp } from '#server/app';
import { hashPassword } from '#server/auth/password-hash';
import { type Database, type Db, connectDatabase } from '#server/db/connect';
import { companies, configs, formUserPermissions, permissions, userPermissions, users } from '#server/db/schema/index';
import type { ServerSettings } from '#server/settings';
import { type SolvedCaptcha, TEST_CAPTCHA_DIFFICULTY, solveCaptchaReply } from '../support/captcha';
import { scratchDatabase } from '../support/scratch-database';
import { type DatabaseTemplate, TEMPLATE_ADMIN_PASSWORD } from './database-template';

export const ADMIN_PASSWORD = TEMPLATE_ADMIN_PASSWORD;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  companyId: number;
  /** x-company-id plus any extra headers */
  headers(extra?: Record<string, string>): Record<string, string>;
  request(options: InjectOptions & { cookie?: string | undefined }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A clean database per call, copied from the run's migrated and bootstrapped template
 * (database-template.ts): in-memory PGlite, or, when DATABASE_URL is set, a new database on that
 * server which is dropped on close, so reruns start clean.
 */
async function copyOfTemplate(template: DatabaseTemplate): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (template.kind === 'postgres' && server) {
    const copy = await scratchDatabase(server, 'survey_test', template.name);
    return { database: await connectDatabase({ kind: 'postgres', url: copy.url, max: 20 }), drop: copy.drop };
  }
  if (template.kind === 'pglite') return { database: await connectDatabase({ kind: 'memory', from: new Blob([await readFile(template.dumpFile)]) }) };
  throw new Error(`the ${template.kind} template does not match DATABASE_URL (${server ? 'set' : 'unset'})`);
}

/** The company the template's first start created, with its system administrator `admin`. */
async function firstCompanyId(db: Db): Promise<number> {
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  if (!company) throw new Error('the template database has no company');
  return company.id;
}

/** Webhook deliveries go out only when a test runs them (`app.webhooks.runOnce()`), unless `webhooks` says otherwise. */
export async function createTestApp(
  settings: Partial<ServerSettings> = {}, staticDir: string | null = null, webhooks: AppOptions['webhooks'] = {},
  logging: Pick<AppOptions, 'logger' | 'accessLogSample'> = {},
): Promise<TestApp> {
  const { database, drop } = await copyOfTemplate(inject('databaseTemplate'));
  const companyId = await firstCompanyId(database.db);
  const app = await buildApp({
    db: database.db, heavyReads: database.heavyReads, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY, ...settings }, staticDir, webhooks: { intervalMs: 0, ...webhooks }, ...logging,
  });
  const headers = (extra: Record<string, string> = {}) => ({ 'x-company-id': String(companyId), ...extra });
  return {
    app,
    db: database.db,
    companyId,
    headers,
    request: ({ cookie, headers: extra, ...options }) =>
      app.inject({ ...options, headers: { ...headers(cookie ? { cookie } : {}), ...(extra as Record<string, string> | undefined) } }),
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

export async function getCaptchaId(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'GET', url: api.captcha });
  return (res.json<{ responseData: { captchaId: string } }>()).responseData.captchaId;
}

/** A fresh captcha of the company of `headers` (default: the test company), solved. */
export async function solvedCaptcha(t: Pick<TestApp, 'app' | 'headers'>, headers = t.headers()): Promise<SolvedCaptcha> {
  return solveCaptchaReply((await t.app.inject({ method: 'GET', url: api.captcha, headers })).json());
}

/** Signs in with a solved captcha, or with `captchaAnswer` given for a fresh one (a wrong answer). */
export async function login(t: TestApp, username: string, password: string, captchaAnswer?: string) {
  const captcha = captchaAnswer === undefined ? await solvedCaptcha(t) : { captchaId: await getCaptchaId(t), captchaAnswer };
  return t.request({ method: 'POST', url: api.login, payload: { username, password, ...captcha } });
}

/** Signs in through the captcha and returns the `sid=...` cookie to send back. */
export async function signIn(t: TestApp, username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const res = await login(t, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('no session cookie');
  return `sid=${sid.value}`;
}

export async function createUser(t: TestApp, values: { username: string; password: string; status?: number | undefined; role?: number | undefined; email?: string | undefined }) {
  const [row] = await t.db.insert(users).values({
    companyId: t.companyId,
    username: values.username,
    name: values.username,
    email: values.email ?? null,
    passwordHash: await hashPassword(values.password),
    status: values.status ?? UserStatus.Active,
    role: values.role ?? UserRole.User,
  }).returning();
  return row!;
}

/** A small design: text q1 (required), number q2 (0..100), radio q3, and q4 shown only when q3 = yes. */
export function sampleDesign(overrides: Partial<FormDesignInput> = {}): FormDesignInput {
  return {
    title: 'Citizen survey',
    phases: [{
      id: 'p1',
      elements: [
        { id: 'q1', kind: 'text', title: 'Your name', required: true, maxLength: 50 },
        { id: 'q2', kind: 'number', title: 'Age', min: 0, max: 100 },
        { id: 'q3', kind: 'radio', title: 'Do you drive?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] },
        { id: 'q4', kind: 'text', title: 'Which car?' },
      ],
    }],
    logic: [{ id: 'r1', join: 'and', conditions: [{ elementId: 'q3', comparison: 'eq', value: 'yes' }], actions: [{ type: 'show', elementIds: ['q4'] }] }],
    ...overrides,
  };
}

export interface CreatedForm { id: number; version: number; shortUrl: string; status: number }

export async function createForm(t: TestApp, cookie: string, design: FormDesignInput = sampleDesign(), publish = true): Promise<CreatedForm> {
  const res = await t.request({ method: 'POST', url: api.formCreate, cookie, payload: { design } });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  const form = (res.json<{ responseData: CreatedForm }>()).responseData;
  if (!publish) return form;
  const pub = await t.request({ method: 'POST', url: api.formPublish(form.id), cookie });
  if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.body}`);
  return (pub.json<{ responseData: CreatedForm }>()).responseData;
}

export const data = <T>(res: LightMyRequestResponse) => (res.json<{ responseData: T }>()).responseData;

// ---- forms authoring helpers (helper B1) ----

/** Shares a form straight in the table (editor 1, viewer 2), independent of the sharing calls. */
export async function shareFormRow(t: TestApp, formId: number, userId: number, permission: 1 | 2) {
  await t.db.insert(formUserPermissions).values({ formId, userId, permission });
}

/** Grants a permission code (FormReview, FormManage, ...) directly to a user. */
export async function grantPermissionCode(t: TestApp, userId: number, code: string) {
  const [permission] = await t.db.select().from(permissions).where(eq(permissions.code, code));
  if (!permission) throw new Error(`unknown permission ${code}`);
  await t.db.insert(userPermissions).values({ userId, permissionId: permission.id });
}

/** Writes a config value; companyId null is the system-wide row. */
export async function setConfig(t: TestApp, key: string, content: string, companyId: number | null = t.companyId) {
  await t.db.insert(configs).values({ companyId, key, content });
}

/** A user of a second company, signed in there: returns its company id and cookie. */
export async function otherCompanyUser(t: TestApp, username = 'outsider', password = 'Outsider-Pass1') {
  const [company] = await t.db.insert(companies).values({ name: `Other company ${username}` }).returning();
  const companyId = company!.id;
  await t.db.insert(users).values({ companyId, username, name: username, passwordHash: await hashPassword(password), status: UserStatus.Active, role: UserRole.User });
  const headers = { 'x-company-id': String(companyId) };
  const res = await t.app.inject({ method: 'POST', url: api.login, headers, payload: { username, password, ...(await solvedCaptcha(t, headers)) } });
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`sign-in failed: ${res.body}`);
  return { companyId, cookie: `sid=${sid.value}`, headers };
}
