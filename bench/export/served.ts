import { and, count, eq } from 'drizzle-orm';
import { api } from '#core/api';
import type { Db } from '#server/db/connect';
import { forms, responses } from '#server/db/schema/index';
import type { AppServer } from '../../e2e/support/app-server';
import { adminSession, bootstrappedAdmin } from '../mixed/seed';
import { RESPONSES, benchDesign, seedAnswers } from './dataset';
import { processCpuSeconds } from '../ingest/process-cpu';
import { type Measure, processPeak } from './memory';

export interface ExportTarget { companyId: number; formId: number; cookie: string }

const SHORT_URL = 'bnchxp';

/**
 * The benchmark's form with its RESPONSES answers: the one an earlier run left (BENCH_KEEP_DATABASE),
 * or a new one seeded now; and a fresh session of the administrator to download it.
 */
export async function exportTarget(db: Db, log: (line: string) => void): Promise<ExportTarget> {
  const admin = await bootstrappedAdmin(db);
  const [kept] = await db.select({ id: forms.id, responses: count(responses.id) }).from(forms)
    .leftJoin(responses, eq(responses.formId, forms.id)).where(and(eq(forms.shortUrl, SHORT_URL), eq(forms.companyId, admin.companyId))).groupBy(forms.id);
  if (kept && kept.responses !== RESPONSES) throw new Error(`the kept database holds ${kept.responses} responses, not ${RESPONSES}: drop it`);
  let formId = kept?.id;
  if (formId === undefined) {
    const [form] = await db.insert(forms).values({ companyId: admin.companyId, ownerId: admin.id, title: 'Bench export', status: 1, shortUrl: SHORT_URL, design: benchDesign() }).returning();
    if (!form) throw new Error('no form');
    formId = form.id;
    const started = performance.now();
    await seedAnswers(db, formId, admin.companyId);
    log(`seeded ${RESPONSES} responses × 30 answers in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } else log(`reusing the ${RESPONSES} responses seeded by an earlier run`);
  return { companyId: admin.companyId, formId, cookie: await adminSession(db, admin) };
}

/**
 * One download through the running built server; its process's resident set and CPU time, and the
 * database's CPU time (`databaseCpu`: postmasterCpuMeter), measured from outside.
 */
export async function serverExport(server: AppServer, target: ExportTarget, format: string, databaseCpu: (() => number) | null): Promise<Measure> {
  const [pid] = server.pids;
  if (pid === undefined) throw new Error('the server is not running');
  const serverCpu = () => processCpuSeconds(pid) ?? Number.NaN;
  const memory = processPeak(pid);
  const cpuBefore = { server: serverCpu(), database: databaseCpu?.() ?? null };
  const started = performance.now();
  const reply = await fetch(`http://127.0.0.1:${server.port}${api.exportAnswers(target.formId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-company-id': String(target.companyId), cookie: target.cookie },
    body: JSON.stringify({ format }),
  });
  if (reply.status !== 200 || !reply.body) throw new Error(`export answered ${reply.status}: ${await reply.text()}`);
  let bytes = 0;
  const reader = reply.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = serverCpu() - cpuBefore.server;
  const databaseCpuSeconds = databaseCpu && cpuBefore.database !== null ? databaseCpu() - cpuBefore.database : null;
  const engine = server.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  return { mode: `server (${engine}, built, HTTP)`, format, seconds, bytes, rows: Number(reply.headers.get('x-total-rows')), cpuSeconds, databaseCpuSeconds, ...memory.stop() };
}
