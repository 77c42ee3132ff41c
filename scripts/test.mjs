// npm test: typecheck, lint, string, file-name and folder-size checks, unit, offline and API tests, then e2e in Chromium.
import { chromiumInstallHelp, findChromium } from './chromium-path.mjs';
import { printTotals } from './test-totals.mjs';
import { runSteps } from './run-steps.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(chromiumInstallHelp);
  process.exit(1);
}

runSteps([
  ['typecheck', 'npx tsc -b'],
  ['lint', 'npx eslint . --max-warnings=0'],
  ['i18n catalogues', 'npx tsx scripts/check-i18n.ts'],
  ['file names', 'node scripts/check-file-names.mjs'],
  ['folder sizes', 'node scripts/check-structure.mjs'],
  ['unit, offline and API tests', 'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json'],
  ['e2e in Chromium', 'node scripts/e2e.mjs', { CHROMIUM_PATH: chromium }],
]);
console.log('\nAll test steps passed.');
printTotals();
