import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FormDesign } from '#core/forms';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { answerRows } from '#server/responses/answer-rows';
import { type ResponseInsert, insertResponses } from '#server/responses/insert-responses';
import { foldStatistics } from '#server/statistics/statistics-fold';
import { databaseCpuMeter } from './database-cpu';
import { benchDesign, benchForm, postgresEngine } from './targets';

/**
 * The database's side of a submission without the HTTP load around it: the real statement
 * (insert-responses.ts) writing RESPONSES responses in groups of each size, one after another
 * from one connection, then the statistics fold of what they appended. Prints the CPU the
 * database's processes spent per response (fold included) and the rows inserted per response. Runs the
 * sizes twice (A-B-B-A), so a change of the machine's load shows as a difference between the
 * two. Needs DATABASE_URL on this machine (the CPU is read from /proc).
 */
const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 4000);
const GROUP_SIZES = [1, 4, 16];

interface Measured { size: number; databaseMs: number; rows: number }

/** Rows the statements inserted so far: responses, answers and statistics deltas (counted before the fold deletes the deltas). */
const rowsStored = async (db: Db) =>
  Number(rowsOf<{ n: string }>(await db.execute(sql`select (select count(*) from responses) + (select count(*) from answers) + (select count(*) from statistics_deltas) as n`))[0]?.n ?? 0);

async function writeInGroups(db: Db, formId: number, companyId: number, size: number, cpu: () => number): Promise<Measured> {
  const answers = { q1: 'Lan', q2: 42, q3: 'a' };
  await foldStatistics(db);
  const rowsBefore = await rowsStored(db);
  const before = cpu();
  for (let written = 0; written < RESPONSES; written += size) {
    const ids = Array.from({ length: size }, () => randomUUID());
    const responses: ResponseInsert[] = ids.map((id) => ({
      id, form_id: formId, company_id: companyId, form_version: 1, user_id: null, device_id: null, content_hash: 'h', submitted_at: null,
    }));
    await insertResponses(db, responses, ids.flatMap((id) => answerRows(id, formId, answers, benchDesign as unknown as FormDesign)));
  }
  const rowsAfter = await rowsStored(db);
  await foldStatistics(db);
  const databaseMs = ((cpu() - before) * 1000) / RESPONSES;
  return { size, databaseMs, rows: (rowsAfter - rowsBefore) / RESPONSES };
}

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a PostgreSQL server on this machine');
const engine = await postgresEngine(url);
try {
  const { db } = engine.database;
  const cpu = await databaseCpuMeter(db);
  if (!cpu) throw new Error('the database\'s processes are not on this machine');
  const { companyId, formId } = await benchForm(db);
  console.log(`load average before: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const rows: Measured[] = [];
  for (const size of [...GROUP_SIZES, ...[...GROUP_SIZES].reverse()]) rows.push(await writeInGroups(db, formId, companyId, size, cpu));
  console.log(`${RESPONSES} responses per run, the real statement from one connection, then the fold:`);
  console.table(rows.map((r) => ({ 'responses per statement': r.size, 'database CPU ms per response': r.databaseMs.toFixed(3), 'rows inserted per response (response, answers, deltas)': r.rows.toFixed(2) })));
  console.log(`load average after: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
} finally {
  await engine.dispose();
}
