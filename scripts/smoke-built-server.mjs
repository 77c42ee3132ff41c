// Starts the BUILT server (dist-server/main.js) with a given node binary on a fresh embedded
// database, runs scripts/api-smoke.mjs against it, then stops it with SIGTERM and expects exit 0.
//   node scripts/smoke-built-server.mjs [--node /path/to/node]
// CI runs it with Node 22 from the npm registry's node@22 package (.ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, serverOut } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nodeFlag = process.argv.indexOf('--node');
const node = nodeFlag > 0 ? process.argv[nodeFlag + 1] : process.execPath;
if (!node) throw new Error('--node needs a path');

const freePort = () => new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.on('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

async function waitAlive(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server stopped (${child.exitCode ?? child.signalCode})`);
    const alive = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (alive) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /healthz within 3 minutes');
}

await ensureServerBuilt();
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const dataDir = mkdtempSync(join(tmpdir(), 'survey-smoke-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = {
  ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test',
  ADMIN_PASSWORD: 'Smoke-Admin1', CAPTCHA_DIFFICULTY: '1', STATIC_DIR: join(root, 'dist'), LOG_LEVEL: 'warn',
};
console.log(`Built server on Node ${version} (${node}), data in ${dataDir}`);
const server = spawn(node, [join(serverOut, 'main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
let failed = false;
try {
  await waitAlive(url, server, Date.now() + 180_000);
  const smoke = spawnSync(node, [join(root, 'scripts/api-smoke.mjs'), url], { env, stdio: 'inherit' });
  failed = smoke.status !== 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  server.kill('SIGTERM');
}
const { code, signal } = await exited;
if (code !== 0) {
  console.error(`The server did not stop cleanly on SIGTERM (${signal ?? `exit ${code}`}).`);
  failed = true;
}
rmSync(dataDir, { recursive: true, force: true });
console.log(failed ? `✗ smoke on Node ${version} failed` : `✓ smoke on Node ${version}: passed, and SIGTERM stopped the server with exit 0`);
process.exit(failed ? 1 : 0);
