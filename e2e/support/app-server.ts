import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type Db } from '#server/db/connect';
import { type ScratchDatabase, scratchDatabase } from '../../tests/support/scratch-database';

export const ADMIN_PASSWORD = 'Quantri2026';
export const CAPTCHA_ANSWER = 'e2e-captcha';

/** E2E_DATABASE_URL: run the servers on that PostgreSQL server (each a fresh database there) instead of PGlite. */
const postgresServer = process.env.E2E_DATABASE_URL?.trim() || null;

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

/**
 * The real server on the production build, with a fresh database for this run: embedded PGlite,
 * or a new database on the PostgreSQL server E2E_DATABASE_URL names.
 */
export class AppServer {
  private child: ChildProcess | null = null;
  /** the processes this class stopped or killed itself; any other exit is the server's own death */
  private readonly stopping = new WeakSet<ChildProcess>();
  private postgres: ScratchDatabase | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'survey-e2e-'));
  output = '';
  /** every exit nobody asked for ("exit 1", "signal SIGSEGV"): a run that wants none checks this */
  readonly unexpectedExits: string[] = [];

  constructor(readonly port: number) {}

  get database(): 'pglite' | 'postgres' {
    return postgresServer ? 'postgres' : 'pglite';
  }

  /** Starts the server on the built client in `staticDir`; the database stays across restarts. */
  async start(staticDir = 'dist'): Promise<void> {
    if (postgresServer && !this.postgres) this.postgres = await scratchDatabase(postgresServer, 'survey_e2e');
    const child = spawn(process.execPath, [builtServer()], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        STATIC_DIR: staticDir,
        ADMIN_PASSWORD,
        TEST_CAPTCHA_ANSWER: CAPTCHA_ANSWER,
        NODE_ENV: 'test',
        DATABASE_URL: this.postgres?.url ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (!this.stopping.has(child)) this.unexpectedExits.push(signal ? `signal ${signal}` : `exit ${code}`);
    });
    await waitForPort(this.port, child, Date.now() + 60_000);
  }

  /** Changes the data while the server is down (PGlite allows one process at a time), then starts it again. */
  async whileStopped<T>(change: (db: Db) => Promise<T>): Promise<T> {
    await this.kill();
    const database = await connectDatabase(this.postgres
      ? { kind: 'postgres', url: this.postgres.url, max: 1 }
      : { kind: 'pglite', dataDir: join(this.dataDir, 'pglite') });
    let result: T;
    try {
      result = await change(database.db);
    } finally {
      await database.close();
    }
    await this.start();
    return result;
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
    this.stopping.add(child);
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.postgres?.drop();
    this.postgres = null;
  }

  private async kill(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      this.stopping.add(child);
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000);
      });
    }
  }
}
