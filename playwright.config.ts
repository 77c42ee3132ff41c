import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-quic', '--no-first-run', '--disable-dev-shm-usage',
];

/**
 * Two workers (E2E_WORKERS to change it): each has its own real server, database and loopback proxy
 * (the `app` fixture is per worker), so one spec cutting its network or killing its server never
 * touches the other's. A spec file runs in one worker, its tests in order.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  /**
   * One retry (E2E_RETRIES to change it) so that a timing accident of a loaded 2-core machine does not
   * throw away a whole CI run; a test that passed only on its retry is still named in the totals
   * (scripts/test-totals.mjs) as flaky, to be fixed, never silently counted as a pass.
   */
  retries: Number(process.env.E2E_RETRIES ?? 1),
  /** a `.only` left in a spec would silently run that test alone */
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
