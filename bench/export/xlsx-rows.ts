import { Writable } from 'node:stream';
import { sheetWriter } from '#server/exports/sheet-writer';

/**
 * The XLSX writer's own cost per row, without database or HTTP: `tsx bench/export/xlsx-rows.ts [rows]`.
 * Rows like the export benchmark's: 30 answers (text, number, choice, two choices, date), a third empty.
 */
const rows = Number(process.argv[2] ?? 50_000);
const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
const writer = await sheetWriter('xlsx', sink, 'bench');
const started = process.cpuUsage();
const wall = performance.now();
writer.row(['Mã', 'Lúc gửi', ...Array.from({ length: 30 }, (_, q) => `Câu ${String(q + 1)}`)]);
for (let i = 0; i < rows; i++) {
  const values = Array.from({ length: 30 }, (_, q) => {
    if ((i + q) % 3 === 0) return null;
    switch (q % 5) {
      case 0: return `Ý kiến số ${String(i)}, câu ${String(q)}`;
      case 1: return i * q;
      case 2: return `o${String((i + q) % 4)}`;
      case 3: return `o${String((i + q) % 4)}\no${String((i + q + 1) % 4)}`;
      default: return { wallClock: new Date(Date.UTC(2026, 0, 1 + ((i + q) % 365))), precision: 'day' as const };
    }
  });
  writer.row([`r${String(i)}`, { wallClock: new Date(Date.UTC(2026, 0, 1, 8)), precision: 'minute' as const }, ...values]);
  if (i % 1000 === 999) await writer.drain();
}
await writer.end();
const cpu = process.cpuUsage(started);
console.log(`${String(rows)} rows: ${((performance.now() - wall) / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU`);
