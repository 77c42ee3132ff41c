import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { createHash } from 'node:crypto';
import { buildApp } from '#server/app';
import { type Database, connectDatabase } from '#server/db/connect';
import { forms, responses } from '#server/db/schema/index';
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

/** The real server with one published three-question form. */
export async function realServer(engine: Engine) {
  const db = engine.database.db;
  const { companyId } = await bootstrap(db, { adminPassword: 'Bench-Pass1' });
  const [owner] = await db.query.users.findMany({ limit: 1 });
  const design = {
    title: 'Bench', description: '', logic: [],
    settings: { answerLimit: false, maxAnswers: null, startsAt: null, closesAt: null, requireAuth: false, requireCaptcha: false, inactiveMessage: '', receivingMode: 'always', formType: 'individual', organisationId: null },
    phases: [{ id: 'p1', title: '', elements: [
      { id: 'q1', kind: 'text', title: 'Name', required: true },
      { id: 'q2', kind: 'number', title: 'Age', required: false, min: 0, max: 120 },
      { id: 'q3', kind: 'radio', title: 'Pick', required: false, options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] },
    ] }],
  };
  const [form] = await db.insert(forms).values({ companyId, ownerId: owner!.id, title: 'Bench', status: 1, shortUrl: randomBytes(3).toString('hex'), design }).returning();
  const app = await buildApp({ db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, companyId, formId: form!.id };
}

/** Only the INSERT ... ON CONFLICT DO NOTHING, nothing else: the ceiling the real path is compared with. */
export async function bareServer(engine: Engine, companyId: number, formId: number): Promise<{ app: FastifyInstance; url: string }> {
  const db = engine.database.db;
  const app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  type Item = { responseId: string; answers: unknown };
  const row = (item: Item) => ({
    id: item.responseId, formId, companyId, formVersion: 1,
    contentHash: createHash('sha256').update(JSON.stringify(item.answers)).digest('hex'),
  });
  app.post('/bare', async (req) => {
    await db.insert(responses).values(row(req.body as Item)).onConflictDoNothing({ target: responses.id });
    return { success: true };
  });
  app.post('/bare-batch', async (req) => {
    const items = (req.body as { responses: Item[] }).responses;
    await db.insert(responses).values(items.map(row)).onConflictDoNothing({ target: responses.id });
    return { success: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
