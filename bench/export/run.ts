import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUESTIONS, RESPONSES } from './dataset';
import type { Measure } from './memory';

/** Each measurement runs in its own Node process, so one's heap and PGlite's memory never inflate another's peak. */
const here = import.meta.dirname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-export-'));

function child(mode: string, format = 'xlsx'): string {
  return execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(here, 'child.ts'), mode, format, dataDir], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: process.env, maxBuffer: 1 << 20,
  });
}

try {
  child('seed');
  const results: Measure[] = [];
  for (const format of ['xlsx', 'csv']) {
    for (const mode of ['server', 'bare']) results.push(JSON.parse(child(mode, format)) as Measure);
  }
  console.log(`export benchmark: ${RESPONSES} responses × ${QUESTIONS} questions (+ 6 columns of submission time, respondent, verification)`);
  console.table(results.map((r) => ({
    mode: r.mode, format: r.format, rows: r.rows, 'seconds': Number(r.seconds.toFixed(1)), 'MB written': Number((r.bytes / 2 ** 20).toFixed(1)),
    'rows/s': Math.round(r.rows / r.seconds), 'baseline RSS MB': Math.round(r.baselineMb), 'peak RSS above baseline MB': Math.round(r.peakAboveMb),
  })));
  for (const format of ['xlsx', 'csv']) {
    const real = results.find((r) => r.format === format && r.mode.startsWith('server'))!;
    const plain = results.find((r) => r.format === format && r.mode.startsWith('bare'))!;
    console.log(`${format}: server / bare time ×${(real.seconds / plain.seconds).toFixed(2)}, peak memory above baseline ×${(real.peakAboveMb / Math.max(plain.peakAboveMb, 1)).toFixed(2)}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
