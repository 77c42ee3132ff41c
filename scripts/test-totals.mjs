// One plain closing line for the whole run ("N passed, N failed"), from the two runners' JSON reports.
import { readFileSync } from 'node:fs';

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

export function printTotals() {
  const unit = read('reports/vitest.json');
  const e2e = read('reports/e2e.json');
  const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
  console.log(`${passed} passed, ${failed} failed`);
}
