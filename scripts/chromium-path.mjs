import { existsSync } from 'node:fs';

/** Debian's Chromium by default; CHROMIUM_PATH to use another. Playwright's own browser download is not used. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

export const chromiumInstallHelp = `No Chromium was found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).
Install Debian's Chromium and run the tests again:
    sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary:
    CHROMIUM_PATH=/path/to/chromium npm test`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
