import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { api } from '#core/api';
import { buildApp } from '#server/app';
import { connectDatabase } from '#server/db/connect';
import { forms, users } from '#server/db/schema/index';
import { dateText, vietnamTime } from '#server/exports/export-text';
import { bootstrap } from '#server/system/bootstrap';
import { TEST_CAPTCHA_DIFFICULTY, solveCaptchaReply } from '../../tests/support/captcha';
import { QUESTIONS, RESPONSES, benchDesign, receivedAt, seedAnswers, shownValue, submittedAt } from './dataset';
import { type Measure, rssSampler } from './memory';

const [mode = '', format = 'xlsx', dataDir = ''] = process.argv.slice(2);
const PASSWORD = 'Bench-Pass1';
/** `dataDir` is a PGlite folder, or a postgres:// address (run.ts made the database; the meta file then sits in BENCH_META_DIR). */
const onPostgres = dataDir.startsWith('postgres');
const metaFile = join(onPostgres ? process.env.BENCH_META_DIR ?? '' : dataDir, 'bench-meta.json');
const engine = onPostgres ? 'PostgreSQL' : 'PGlite';
const connect = () => connectDatabase(onPostgres ? { kind: 'postgres', url: dataDir, max: 4 } : { kind: 'pglite', dataDir });

async function seed() {
  const database = await connect();
  const db = database.db;
  const { companyId } = await bootstrap(db, { adminPassword: PASSWORD });
  const [owner] = await db.select().from(users).limit(1);
  const [form] = await db.insert(forms).values({ companyId, ownerId: owner!.id, title: 'Bench export', status: 1, shortUrl: 'bnchxp', design: benchDesign() }).returning();
  const started = performance.now();
  await seedAnswers(db, form!.id, companyId);
  await database.close();
  writeFileSync(metaFile, JSON.stringify({ companyId, formId: form!.id }));
  console.error(`seeded ${RESPONSES} responses × ${QUESTIONS} answers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The real server on loopback; this process signs in, downloads and throws the bytes away. */
async function server(): Promise<Measure> {
  const { companyId, formId } = JSON.parse(readFileSync(metaFile, 'utf8')) as { companyId: number; formId: number };
  const database = await connect();
  const app = await buildApp({ db: database.db, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { 'content-type': 'application/json', 'x-company-id': String(companyId) };
  const captcha = await solveCaptchaReply(await (await fetch(`${url}${api.captcha}`, { headers })).json());
  const login = await fetch(`${url}${api.login}`, { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password: PASSWORD, ...captcha }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  global.gc?.();
  const memory = rssSampler();
  const started = performance.now();
  const res = await fetch(`${url}${api.exportAnswers(formId)}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ format }) });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  const rows = Number(res.headers.get('x-total-rows'));
  const result = { mode: `server (${engine}, HTTP)`, format, seconds, bytes, rows, ...memory.stop() };
  await app.close();
  await database.close();
  return result;
}

const uuidOf = (i: number) => createHash('md5').update(`r${i}`).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/**
 * The same cells generated in JS, written by exceljs's streaming writer (or papaparse) to a sink
 * that only counts. XLSX: times are real date cells with a date format, as the export writes them,
 * and every cell of a kind shares one style object (exceljs at its best: a fresh style per cell
 * costs it a style look-up per cell); CSV: the same times as dd/mm/yyyy text.
 */
async function bare(): Promise<Measure> {
  let bytes = 0;
  const sink = new Writable({ write(chunk: Buffer, _encoding, done) { bytes += chunk.length; done(); } });
  const titles = benchDesign().phases[0]!.elements.map((e) => e.title);
  const header = ['Thời gian gửi', 'Người trả lời', ...titles, 'Thời gian nhận', 'Email đã xác minh', 'Số điện thoại đã xác minh', 'Phiên bản biểu mẫu', 'Mã câu trả lời'];
  const csvTime = (at: Date) => { const cell = vietnamTime(at); return cell ? dateText(cell) : ''; };
  const xlsxTime = (at: Date) => vietnamTime(at)?.wallClock ?? null;
  const row = <T>(i: number, time: (at: Date) => T) =>
    [time(submittedAt(i)), 'Ẩn danh', ...Array.from({ length: QUESTIONS }, (_, q) => shownValue(i, q + 1)), time(receivedAt(i)), null, null, 1, uuidOf(i)];
  global.gc?.();
  const memory = rssSampler();
  const started = performance.now();
  if (format === 'xlsx') {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Câu trả lời');
    const dateStyle = { numFmt: 'dd/mm/yyyy hh:mm:ss' };
    const styles = new Map<ExcelJS.ValueType, Partial<ExcelJS.Style>>();
    const styleOf = (cell: ExcelJS.Cell) => (cell.type === ExcelJS.ValueType.Date ? dateStyle : styles.get(cell.type) ?? styles.set(cell.type, {}).get(cell.type)!);
    sheet.addRow(header).commit();
    for (let i = 0; i < RESPONSES; i += 1) {
      const added = sheet.addRow(row(i, xlsxTime));
      added.eachCell((cell) => { cell.style = styleOf(cell); });
      added.commit();
      if (i % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  } else {
    sink.write(`\uFEFF${Papa.unparse([header], { newline: '\r\n' })}\r\n`);
    for (let i = 0; i < RESPONSES; i += 1000) {
      const batch = Array.from({ length: Math.min(1000, RESPONSES - i) }, (_, k) => row(i + k, csvTime));
      sink.write(`${Papa.unparse(batch, { newline: '\r\n', escapeFormulae: true })}\r\n`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    sink.end();
  }
  const seconds = (performance.now() - started) / 1000;
  return { mode: 'bare exceljs/papaparse (no database)', format, seconds, bytes, rows: RESPONSES, ...memory.stop() };
}

if (mode === 'seed') await seed();
else console.log(JSON.stringify(mode === 'server' ? await server() : await bare()));
