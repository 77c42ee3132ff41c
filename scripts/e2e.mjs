// Builds the production client and the server, then runs the Playwright specs against it and the real server.
import { chromiumInstallHelp, findChromium } from './chromium-path.mjs';
import { runSteps } from './run-steps.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(chromiumInstallHelp);
  process.exit(1);
}
const failed = await runSteps([
  ['production build', 'npx vite build --logLevel warn'],
  ['server build', 'node scripts/build-server.mjs'],
  ['playwright', `npx playwright test ${process.argv.slice(2).join(' ')}`, { CHROMIUM_PATH: chromium }],
]);
if (failed) process.exit(failed.code);
