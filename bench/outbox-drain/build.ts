import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { appAlias } from '../../scripts/vite-app-alias';

/** The production build of the client in a folder of its own (never racing the e2e suite over dist/), with the harness page under /bench-outbox/. */
export async function buildClientWithHarness(): Promise<string> {
  const buildDir = mkdtempSync(join(tmpdir(), 'bench-outbox-drain-'));
  console.log(`building the client into ${buildDir} …`);
  execSync(`npx vite build --logLevel warn --outDir ${buildDir} --emptyOutDir`, { stdio: 'inherit' });
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('./harness', import.meta.url)),
    base: '/bench-outbox/',
    resolve: { alias: appAlias },
    build: { target: 'es2022', outDir: join(buildDir, 'bench-outbox'), emptyOutDir: true },
  });
  return buildDir;
}
