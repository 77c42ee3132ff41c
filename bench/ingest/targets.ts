import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { type AppOptions, buildApp } from '#server/app';
import { type Database, type Db, connectDatabase } from '#server/db/connect';
import type { Answers } from '#core/answers';
import type { FormDesign } from '#core/forms';
import { forms } from '#server/db/schema/index';
import { answerRows } from '#server/responses/answer-rows';
import { insertResponses } from '#server/responses/insert-responses';
import { bootstrap } from '#server/system/bootstrap';

export interface Engine {
  name: string;
  database: Database;
  dispose(): Promise<void>;
}

export async function pgliteEngine(): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const database = await connectDatabase({ kind: 'pglite', dataDir: dir });
  return { name: 'PGlite', database, dispose: async () => { await database.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/** A throw-away database on the server DATABASE_URL names. */
export async function postgresEngine(url: string): Promise<Engine> {
  const name = `bench_ingest_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await connectDatabase({ kind: 'postgres', url: target.toString(), max: 20 });
  return {
    name: 'PostgreSQL',
    database,
    dispose: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The published three-question form both servers write answers of. */
export const benchDesign = {
  title: 'Bench', description: '', logic: [],
  settings: { answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null },
  phases: [{ id: 'p1', title: '', elements: [
    { id: 'q1', kind: 'text', title: 'Name', required: true },
    { id: 'q2', kind: 'number', title: 'Age', required: false, min: 0, max: 120 },
    { id: 'q3', kind: 'radio', title: 'Pick', required: false, options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] },
  ] }],
};

/** The real server with one published three-question form; `logger` as src/server/main.ts passes it. */
export async function realServer(engine: Engine, logging: Pick<AppOptions, 'logger' | 'accessLogSample'> = {}, production = false) {
  const db = engine.database.db;
  const { companyId, formId } = await benchForm(db);
  // every client is 127.0.0.1: the submission guard still counts each request (its upsert is
  // measured) but with a ceiling this load never reaches
  const app = await buildApp({ db, ...logging, settings: { production, submissionLimits: { perAddress: 1e9, perUser: 1e9, windowSeconds: 60 } } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, companyId, formId };
}

/** A fresh database's company (bootstrapped) and the published bench form. */
export async function benchForm(db: Db): Promise<{ companyId: number; formId: number }> {
  const { companyId } = await bootstrap(db, { adminPassword: 'Bench-Pass1' });
  const [owner] = await db.query.users.findMany({ limit: 1 });
  const [form] = await db.insert(forms).values({ companyId, ownerId: owner!.id, title: 'Bench', status: 1, shortUrl: randomBytes(3).toString('hex'), design: benchDesign }).returning();
  return { companyId, formId: form!.id };
}

/**
 * The ceilings the real path is compared with, Fastify with nothing else (no tenant, session,
 * validation, form lookup or reply schema): `/bare-insert` runs one INSERT ... ON CONFLICT DO
 * NOTHING of the response row; `/bare` and `/bare-batch` run exactly the statement the real path
 * runs (the response row, its answer rows, their statistics counts and webhook deliveries).
 */
export async function bareServer(engine: Engine, companyId: number, formId: number): Promise<{ app: FastifyInstance; url: string }> {
  const db = engine.database.db;
  const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  type Item = { responseId: string; answers: Answers };
  const rows = (items: Item[]) => ({
    responses: items.map((item) => ({
      id: item.responseId, form_id: formId, company_id: companyId, form_version: 1, user_id: null, device_id: null, submitted_at: null,
      content_hash: createHash('sha256').update(JSON.stringify(item.answers)).digest('hex'),
    })),
    answers: items.flatMap((item) => answerRows(item.responseId, formId, item.answers, benchDesign as unknown as FormDesign)),
  });
  const insert = async (items: Item[]) => {
    const { responses, answers } = rows(items);
    await insertResponses(db, responses, answers);
    return { success: true };
  };
  app.post('/bare', (req) => insert([req.body as Item]));
  // the plainest write: one INSERT ... ON CONFLICT DO NOTHING of the response row, no answer rows
  app.post('/bare-insert', async (req) => {
    const item = req.body as Item;
    const hash = createHash('sha256').update(JSON.stringify(item.answers)).digest('hex');
    await db.execute(sql`INSERT INTO responses (id, form_id, company_id, form_version, content_hash)
      VALUES (${item.responseId}, ${formId}, ${companyId}, 1, ${hash}) ON CONFLICT (id) DO NOTHING`);
    return { success: true };
  });
  app.post('/bare-batch', (req) => insert((req.body as { responses: Item[] }).responses));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** Runs `measure` on PGlite, then on PostgreSQL when DATABASE_URL names a server; each engine is disposed after. */
export async function onEveryEngine<Row>(measure: (engine: Engine) => Promise<Row[]>): Promise<Row[]> {
  const engines: (() => Promise<Engine>)[] = process.env.BENCH_ENGINES === 'postgres' ? [] : [pgliteEngine];
  if (process.env.DATABASE_URL) engines.push(() => postgresEngine(process.env.DATABASE_URL!));
  const rows: Row[] = [];
  for (const open of engines) {
    const engine = await open();
    try {
      rows.push(...(await measure(engine)));
    } finally {
      await engine.dispose();
    }
  }
  return rows;
}
