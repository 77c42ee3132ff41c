import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema, oauthErrorSchema } from '#core/api';
import { api } from '#core/api';
import { rowsOf } from '#server/db/rows-of';
import { type FuzzCase, type OpenApiDocument, type Operation, casesFor, operationsOf } from './openapi-fuzz-cases';
import { type TestApp, createForm, createTestApp, signIn } from '../helpers';

/**
 * Every call of the served OpenAPI document, sent malformed (path parameters, query strings,
 * bodies, content types) as the administrator and anonymously: no reply is a 5xx, every reply is
 * in the envelope, what is malformed beyond doubt gets a 4xx, and nothing is written.
 * FUZZ_SEED and FUZZ_RUNS draw other cases; the defaults keep the run under a minute on PGlite.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

/** Short-lived security state (captchas, tokens, counters) that reads may create. */
const ephemeralTables = new Set(['captchas', 'otps', 'rate_limits', 'login_throttles', 'sessions', 'upload_tokens', 'upload_sessions', 'respondent_verifications']);

/** The OAuth token endpoint answers refusals in OAuth's format (docs/decisions.md D55). */
const failureOf = (c: FuzzCase) => (c.url.split('?')[0] === api.oauthToken ? oauthErrorSchema.or(failureSchema) : failureSchema);

let t: TestApp;
let admin: string;
let operations: Operation[];

async function tableFingerprints(): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(await t.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`));
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    if (ephemeralTables.has(name) || name.startsWith('__')) continue;
    const [row] = rowsOf<{ print: string | null }>(await t.db.execute(sql`select md5(string_agg(t::text, '|' order by t::text)) as print from ${sql.identifier(name)} t`));
    prints[name] = row?.print ?? 'empty';
  }
  return prints;
}

/** What is wrong with one reply, or null. */
function problemWith(c: FuzzCase, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (c.mustRefuse && (res.statusCode < 400 || res.statusCode >= 500)) return `accepted with ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400) {
    if (!type.startsWith('application/json')) return `${res.statusCode} outside the envelope (${type}): ${res.body.slice(0, 200)}`;
    const parsed = failureOf(c).safeParse(res.json());
    if (!parsed.success) return `${res.statusCode} body not a failure envelope: ${res.body.slice(0, 200)}`;
    if (c.echo && res.body.includes(c.echo)) return `echoes the malformed input: ${res.body.slice(0, 200)}`;
  } else if (type.startsWith('application/json') && (res.json<{ success?: unknown }>()).success !== true) {
    return `${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`;
  }
  return null;
}

/** A request left without a reply (a body parser waiting forever) is a problem, not a stuck run. */
const REPLY_DEADLINE_MS = 10_000;

async function send(c: FuzzCase, cookie: string | null): Promise<string | null> {
  const reply = t.request({
    method: c.method,
    url: c.url,
    headers: { ...c.headers, ...(cookie ? { cookie } : {}) },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => { timer = setTimeout(() => { resolve(null); }, REPLY_DEADLINE_MS); });
  const res = await Promise.race([reply, deadline]);
  clearTimeout(timer);
  const problem = res ? problemWith(c, res) : `no reply within ${REPLY_DEADLINE_MS} ms`;
  return problem ? `${cookie ? 'admin' : 'anonymous'} ${c.method} ${c.url.slice(0, 160)} [${c.label}]: ${problem}` : null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  await createForm(t, admin);
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(doc.json<OpenApiDocument>());
});
afterAll(async () => { await t.close(); });

describe('malformed calls, generated from the OpenAPI document', () => {
  it('reads every call of the API from the document', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.some((op) => op.path === api.saveResponse && op.method === 'POST')).toBe(true);
  });

  it('answers every one with a 4xx in the envelope (or, for a harmless oddity, a normal reply), never a 5xx, and writes nothing', async () => {
    const before = await tableFingerprints();
    const problems: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      for (const c of casesFor(op, SEED + index * 101, RUNS)) {
        for (const cookie of [admin, null]) {
          sent++;
          const problem = await send(c, cookie);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(await tableFingerprints()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const still = await t.request({ method: 'GET', url: api.init, cookie: admin });
    expect(still.json()).toMatchObject({ responseData: { user: { username: 'admin' } } });
  }, Math.max(90_000, RUNS * 20_000));
});
