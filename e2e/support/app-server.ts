import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type Db } from '#server/db/connect';

export const ADMIN_PASSWORD = 'Quantri2026';
export const CAPTCHA_ANSWER = 'e2e-captcha';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start in time');
}

let serverBuilt = false;

/** The server as production runs it: dist-server/main.js with plain node, rebuilt first when a source is newer. */
function builtServer(): string {
  if (!serverBuilt) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
    serverBuilt = true;
  }
  return 'dist-server/main.js';
}

/** The real server on the production build, with a fresh embedded database for this run. */
export class AppServer {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'survey-e2e-'));
  output = '';

  constructor(readonly port: number) {}

  /** Starts the server on the built client in `staticDir`; the database stays across restarts. */
  async start(staticDir = 'dist'): Promise<void> {
    this.child = spawn(process.execPath, [builtServer()], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        STATIC_DIR: staticDir,
        ADMIN_PASSWORD,
        TEST_CAPTCHA_ANSWER: CAPTCHA_ANSWER,
        NODE_ENV: 'test',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    await waitForPort(this.port, this.child, Date.now() + 60_000);
  }

  /** Changes the data while the server is down (PGlite allows one process at a time), then starts it again. */
  async whileStopped(change: (db: Db) => Promise<void>): Promise<void> {
    await this.kill();
    const database = await connectDatabase({ kind: 'pglite', dataDir: join(this.dataDir, 'pglite') });
    try {
      await change(database.db);
    } finally {
      await database.close();
    }
    await this.start();
  }

  /** A new deployment: the same data, another build of the client. */
  async restart(staticDir: string): Promise<void> {
    await this.kill();
    await this.start(staticDir);
  }

  /** A crash: SIGKILL, no shutdown of any kind; `start` afterwards recovers from what was left on disk. */
  async crash(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async kill(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000);
      });
    }
  }
}
