// npm test: typecheck, lint, string, file-name, core-area and folder-size checks, unit, offline and API tests, then e2e in Chromium.
// The closing "N passed, N failed, N skipped" line is printed whether or not a step failed.
import { rmSync } from 'node:fs';
import { chromiumInstallHelp, findChromium } from './chromium-path.mjs';
import { printTotals } from './test-totals.mjs';
import { runSteps } from './run-steps.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(chromiumInstallHelp);
  process.exit(1);
}

// a report left by an earlier run must not be counted as this run's
for (const name of ['vitest', 'e2e']) rmSync(`reports/${name}.json`, { force: true });

const failed = await runSteps([
  // both single-threaded: together they take the time of the lint alone
  [['typecheck', 'npx tsc -b'], ['lint', 'npx eslint . --max-warnings=0']],
  ['i18n catalogues', 'npx tsx scripts/check-i18n.ts'],
  ['file names', 'node scripts/check-file-names.mjs'],
  ['core areas', 'node scripts/check-core-areas.mjs'],
  ['folder sizes', 'node scripts/check-structure.mjs'],
  ['unit, offline and API tests', 'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json'],
  ['e2e in Chromium', 'node scripts/e2e.mjs', { CHROMIUM_PATH: chromium }],
]);
console.log(failed ? `\n✗ npm test failed at: ${failed.name}.` : '\nAll test steps passed.');
printTotals(['vitest', 'e2e']);
if (failed) process.exit(failed.code);
