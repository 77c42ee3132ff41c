import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { dateText, vietnamTime } from '#server/exports/export-text';
import { QUESTIONS, RESPONSES, benchDesign, receivedAt, shownValue, submittedAt } from './dataset';
import { ownCpuSeconds } from '../ingest/process-cpu';
import { type Measure, processPeak } from './memory';

/**
 * The bare side (run.ts bundles this file and runs it with plain node, as the built server runs):
 * the same cells generated in JS, written by exceljs's streaming writer (or papaparse) to a sink
 * that only counts. XLSX: times are real date cells with a date format, as the export writes them,
 * and every cell of a kind, empty ones included, and every row share one style object (exceljs at
 * its best: a fresh style per row or cell costs it a style serialised per row or cell); CSV: the
 * same times as dd/mm/yyyy text.
 */
const format = process.argv[2] === 'csv' ? 'csv' : 'xlsx';
const uuidOf = (i: number) => createHash('md5').update(`r${i}`).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
const titles = benchDesign().phases[0]?.elements.map((e) => e.title) ?? [];
const header = ['Thời gian gửi', 'Người trả lời', ...titles, 'Thời gian nhận', 'Email đã xác minh', 'Số điện thoại đã xác minh', 'Phiên bản biểu mẫu', 'Mã câu trả lời'];
const csvTime = (at: Date) => { const cell = vietnamTime(at); return cell ? dateText(cell) : ''; };
const xlsxTime = (at: Date) => vietnamTime(at)?.wallClock ?? null;
const row = <T>(i: number, time: (at: Date) => T) =>
  [time(submittedAt(i)), 'Ẩn danh', ...Array.from({ length: QUESTIONS }, (_, q) => shownValue(i, q + 1)), time(receivedAt(i)), null, null, 1, uuidOf(i)];
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function writeXlsx(sink: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Câu trả lời');
  const dateStyle = { numFmt: 'dd/mm/yyyy hh:mm:ss' };
  const rowStyle: Partial<ExcelJS.Style> = {};
  const styles = new Map<ExcelJS.ValueType, Partial<ExcelJS.Style>>();
  const styleOf = (cell: ExcelJS.Cell) => {
    if (cell.type === ExcelJS.ValueType.Date) return dateStyle;
    const style = styles.get(cell.type) ?? {};
    styles.set(cell.type, style);
    return style;
  };
  sheet.addRow(header).commit();
  for (let i = 0; i < RESPONSES; i += 1) {
    const added = sheet.addRow(row(i, xlsxTime));
    (added as unknown as { style: Partial<ExcelJS.Style> }).style = rowStyle;
    added.eachCell({ includeEmpty: true }, (cell) => { cell.style = styleOf(cell); });
    added.commit();
    if (i % 1000 === 999) await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
}

async function writeCsv(sink: Writable): Promise<void> {
  sink.write(`\uFEFF${Papa.unparse([header], { newline: '\r\n' })}\r\n`);
  for (let i = 0; i < RESPONSES; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, RESPONSES - i) }, (_, k) => row(i + k, csvTime));
    sink.write(`${Papa.unparse(batch, { newline: '\r\n', escapeFormulae: true })}\r\n`);
    await nextTurn();
  }
  sink.end();
}

let bytes = 0;
const sink = new Writable({ write(chunk: Buffer, _encoding, done) { bytes += chunk.length; done(); } });
const memory = processPeak(process.pid);
const started = performance.now();
const cpuBefore = ownCpuSeconds();
await (format === 'xlsx' ? writeXlsx(sink) : writeCsv(sink));
const seconds = (performance.now() - started) / 1000;
const cpuSeconds = ownCpuSeconds() - cpuBefore;
const measure: Measure = { mode: 'bare exceljs/papaparse (no database)', format, seconds, bytes, rows: RESPONSES, cpuSeconds, databaseCpuSeconds: null, ...memory.stop() };
console.log(JSON.stringify(measure));
