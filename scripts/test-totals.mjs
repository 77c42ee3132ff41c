// One plain closing line for a whole run ("N passed, N failed, N skipped"), summed over the runners'
// JSON reports in reports/. A report that is missing is named: those tests did not run.
// `node scripts/test-totals.mjs vitest e2e vitest-postgres e2e-postgres` prints it for .ci/run.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The reports a run may write, by name (reports/<name>.json), with what produced them. */
export const reports = {
  vitest: { runner: 'vitest', what: 'unit, offline and API tests' },
  e2e: { runner: 'playwright', what: 'e2e in Chromium' },
  'vitest-postgres': { runner: 'vitest', what: 'API tests on PostgreSQL' },
  'e2e-postgres': { runner: 'playwright', what: 'chaos e2e on PostgreSQL' },
  'vitest-replica': { runner: 'vitest', what: 'reads from a PostgreSQL replica' },
};

function read(name) {
  try {
    return JSON.parse(readFileSync(`reports/${name}.json`, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest's JSON: a file that failed to load, or an error outside any test, counts as one failure. */
function vitestCounts(report) {
  const brokenFiles = (report.testResults ?? [])
    .filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')).length;
  let failed = (report.numFailedTests ?? 0) + brokenFiles;
  if (report.success === false && failed === 0) failed = 1;
  return { passed: report.numPassedTests ?? 0, failed, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
}

/**
 * Playwright's JSON: errors outside any test (a `.only`, a worker that died) count as failures; a test
 * that failed and then passed on its retry counts as passed and is also counted (and named) as flaky.
 */
function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

/** Sums the named reports; returns the closing line. */
export function totalsLine(names) {
  const sum = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  const missing = [];
  for (const name of names) {
    const report = read(name);
    const known = reports[name];
    if (!report || !known) {
      missing.push(known?.what ?? name);
      continue;
    }
    const counts = known.runner === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
    for (const key of Object.keys(sum)) sum[key] += counts[key] ?? 0;
  }
  const flaky = sum.flaky ? ` (${sum.flaky} of them only on a retry: flaky, named above)` : '';
  const line = `${sum.passed} passed${flaky}, ${sum.failed} failed, ${sum.skipped} skipped`;
  return missing.length ? `${line} (did not run: ${missing.join(', ')})` : line;
}

/** vitest: the full names of the tests that failed, and the files that failed to load. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push(`${file.name} › ${test.fullName}${firstError([{ error: { message: test.failureMessages?.[0] } }])}`);
    if (file.status === 'failed' && failedTests.length === 0) names.push(`${file.name} (did not load: ${(file.message ?? '').split('\n')[0]})`);
  }
  return names;
}

/** Terminal colour codes out (ESC [ … m), without a control character in a regular expression. */
function stripColours(text) {
  return text.split('\u001b[').map((part, index) => (index === 0 ? part : part.replace(/^[0-9;]*m/, ''))).join('');
}

/** The first lines of a failed attempt's error, indented, so a CI log's tail says why as well as which. */
function firstError(results) {
  const error = (results ?? []).map((result) => result.error ?? result.errors?.[0]).find(Boolean);
  const message = stripColours(error?.message ?? '').trim();
  if (!message) return '';
  return `\n      ${message.split('\n').slice(0, 6).join('\n      ')}`;
}

/** Playwright: every test whose outcome was not the expected one, with its file and title path. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const where = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') names.push(`${where}${firstError(test.results)}`);
        if (test.status === 'flaky') names.push(`${where} (flaky: passed on its retry)`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) names.push(`(outside any test) ${(error.message ?? '').split('\n')[0]}`);
  return names;
}

/** The tests that failed in the named reports, one line each, so the tail of a log names them. */
export function failureLines(names) {
  const lines = [];
  for (const name of names) {
    const report = read(name);
    const known = reports[name];
    if (!report || !known) continue;
    const failures = known.runner === 'vitest' ? vitestFailures(report) : playwrightFailures(report);
    for (const failure of failures) lines.push(`  ✗ [${known.what}] ${failure}`);
  }
  return lines;
}

export function printTotals(names) {
  const failures = failureLines(names);
  if (failures.length) console.log(`Failed or flaky tests:\n${failures.join('\n')}`);
  console.log(totalsLine(names));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTotals(process.argv.slice(2));
