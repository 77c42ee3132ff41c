// Each test here opens one or more fresh databases (migrations run): give them time on a busy machine.
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { connectDatabase } from '#server/db/connect';
import { sessions } from '#server/db/schema/index';
import { healthPaths } from '#server/observability/health-routes';
import type { OperationsOptions } from '#server/observability/routes';
import { ADMIN_PASSWORD, type TestApp, createForm, login, sampleDesign, signIn } from '../helpers';
import { appOver } from './ops-fixture';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** An app as main.ts builds it, with the operations options under test (in-memory PGlite: nothing here depends on the engine). */
async function newOperationsApp(operations: OperationsOptions, trustProxy: number): Promise<TestApp> {
  const t = await appOver(await connectDatabase({ kind: 'memory' }), { operations, trustProxy });
  opened.push(t);
  return t;
}

/** One app per set of options, shared by the tests that use the same (each costs a migrated database). */
const apps = new Map<string, Promise<TestApp>>();
function operationsApp(operations: OperationsOptions = {}, trustProxy = 0): Promise<TestApp> {
  const key = JSON.stringify([operations, trustProxy]);
  let app = apps.get(key);
  if (!app) {
    app = newOperationsApp(operations, trustProxy);
    apps.set(key, app);
  }
  return app;
}

const bare = (t: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('/healthz and /readyz', { timeout: 120_000 }, () => {
  it('answer without the company header; /readyz turns 503 in the envelope while draining', async () => {
    const t = await operationsApp();
    expect((await bare(t, healthPaths.live)).json()).toEqual({ success: true, responseData: { status: 'alive' } });
    expect((await bare(t, healthPaths.ready)).json()).toEqual({ success: true, responseData: { status: 'ready' } });
    t.app.lifecycle.draining = true;
    const draining = await bare(t, healthPaths.ready, { 'accept-language': 'en' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('5');
    expect(draining.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The server is busy right now. Please try again in a moment' });
    expect((await bare(t, healthPaths.live)).statusCode).toBe(200);
    t.app.lifecycle.draining = false;
  });

  it('/readyz is 503 while a migration of this build is not recorded in the database', async () => {
    const t = await newOperationsApp({}, 0);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    expect((await bare(t, healthPaths.ready)).statusCode).toBe(503);
  });
});

describe('/metrics', { timeout: 120_000 }, () => {
  it('answers a direct request from this machine only, when no token is set', async () => {
    const t = await operationsApp();
    const direct = await bare(t, healthPaths.metrics);
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toMatch(/^text\/plain/);
    expect((await bare(t, healthPaths.metrics, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await bare(t, healthPaths.metrics, {}, '198.51.100.20')).statusCode).toBe(403);
  });

  it('wants the bearer token when METRICS_TOKEN is set, from anywhere', async () => {
    const t = await operationsApp({ metricsToken: 'a-long-metrics-token' });
    expect((await bare(t, healthPaths.metrics)).statusCode).toBe(401);
    expect((await bare(t, healthPaths.metrics, { authorization: 'Bearer a-long-metrics-tokeX' })).statusCode).toBe(401);
    expect((await bare(t, healthPaths.metrics, { authorization: 'Bearer a-long-metrics-token' }, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status, batches received and answers stored (not repeats)', async () => {
    const t = await operationsApp();
    const cookie = await signIn(t);
    const form = await createForm(t, cookie, sampleDesign());
    const item = (responseId: string) => ({ responseId, formId: form.id, answers: { q1: 'Lan' }, submittedAt: new Date().toISOString() });
    const [a, b] = [randomUUID(), randomUUID()];
    expect((await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [item(a), item(b)] } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [item(a)] } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: api.saveResponse, payload: item(randomUUID()) })).statusCode).toBe(200);
    await t.request({ method: 'GET', url: api.formDetail(form.id), cookie });
    await t.request({ method: 'GET', url: api.formDetail(999_999), cookie });

    const text = (await bare(t, healthPaths.metrics)).body;
    expect(text).toMatch(/^survey_outbox_batches_received_total 2$/m);
    expect(text).toMatch(/^survey_answers_stored_total 3$/m);
    expect(text).toMatch(/^survey_database_up 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/form\/save-form-responses",status_code="200"\} 2$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/form\/:id\/detail",status_code="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/form\/:id\/detail",status_code="404"\} 1$/m);
  });
});

describe('overload protection', { timeout: 120_000 }, () => {
  it('sheds API requests with 503 and Retry-After in the envelope, and keeps /healthz and /metrics answering', async () => {
    const t = await operationsApp({ overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, sampleIntervalMs: 10 } });
    const deadline = Date.now() + 10_000;
    let res = await t.request({ method: 'GET', url: api.init, headers: { 'accept-language': 'en' } });
    while (res.statusCode !== 503 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      res = await t.request({ method: 'GET', url: api.init, headers: { 'accept-language': 'en' } });
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The server is busy right now. Please try again in a moment' });
    expect((await bare(t, healthPaths.live)).statusCode).toBe(200);
    expect((await bare(t, healthPaths.metrics)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY: a number of hops', { timeout: 120_000 }, () => {
  const forged = { 'x-forwarded-for': '203.0.113.66, 198.51.100.7' };
  const withForgedAddress = (t: TestApp): TestApp => ({
    ...t,
    request: (options) => t.request({ ...options, headers: { ...(options.headers as Record<string, string> | undefined), ...forged } }),
  });
  const sessionAddress = async (t: TestApp) => {
    const res = await login(t, 'admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.companyId, t.companyId)).orderBy(desc(sessions.id)).limit(1);
    return row?.ip;
  };

  it('with one hop, the address the proxy appended counts, not one the client wrote before it', async () => {
    expect(await sessionAddress(withForgedAddress(await operationsApp({}, 1)))).toBe('198.51.100.7');
  });

  it('with none, the socket address counts', async () => {
    expect(await sessionAddress(withForgedAddress(await operationsApp()))).toBe('127.0.0.1');
  });
});
