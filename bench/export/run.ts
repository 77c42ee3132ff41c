import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { QUESTIONS, RESPONSES } from './dataset';
import type { Measure } from './memory';

/** Each measurement runs in its own Node process, so one's heap and PGlite's memory never inflate another's peak. */
const here = import.meta.dirname;
const metaDir = mkdtempSync(join(tmpdir(), 'bench-export-'));
const serverUrl = process.env.DATABASE_URL;
const dbName = `bench_export_${randomBytes(4).toString('hex')}`;
const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;

/** PGlite in a temporary folder, or (DATABASE_URL) a throw-away database on that PostgreSQL server. */
function target(): string {
  if (!serverUrl) return metaDir;
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

function child(mode: string, format = 'xlsx'): string {
  return execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'child.ts'), mode, format, target()], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_META_DIR: metaDir }, maxBuffer: 1 << 20,
  });
}

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

try {
  await admin?.unsafe(`create database "${dbName}"`);
  console.log(`before: ${load()}`);
  child('seed');
  const results: Measure[] = [];
  for (const format of ['xlsx', 'csv']) {
    for (const mode of ['server', 'bare']) results.push(JSON.parse(child(mode, format)) as Measure);
  }
  console.log(`export benchmark: ${RESPONSES} responses × ${QUESTIONS} questions (+ 6 columns of submission time, respondent, verification)`);
  console.table(results.map((r) => ({
    mode: r.mode, format: r.format, rows: r.rows, 'seconds': Number(r.seconds.toFixed(1)), 'MB written': Number((r.bytes / 2 ** 20).toFixed(1)),
    'rows/s': Math.round(r.rows / r.seconds), 'baseline RSS MB': Math.round(r.baselineMb), 'peak RSS above baseline MB': Math.round(r.peakAboveMb),
    'peak RSS MB': Math.round(r.baselineMb + r.peakAboveMb),
  })));
  for (const format of ['xlsx', 'csv']) {
    const real = results.find((r) => r.format === format && r.mode.startsWith('server'));
    const plain = results.find((r) => r.format === format && r.mode.startsWith('bare'));
    if (!real || !plain) continue;
    console.log(`${format}: speed server / bare ×${(plain.seconds / real.seconds).toFixed(2)} (target ≥ 0.7), peak RSS ${Math.round(real.baselineMb + real.peakAboveMb)} MB (target ≤ 300)`);
  }
  console.log(`after: ${load()}`);
} finally {
  rmSync(metaDir, { recursive: true, force: true });
  await admin?.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin?.end();
}
