import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type Db } from '#server/db/connect';
import { type ScratchDatabase, scratchDatabase } from '../../tests/support/scratch-database';
import { RoundRobinProxy } from './round-robin-proxy';

export const ADMIN_PASSWORD = 'Quantri2026';
/** The proof of work the browser does for each captcha: about 256 hashes, a real but quick solve. */
export const E2E_CAPTCHA_DIFFICULTY = 2;

/** The heap sizes `npm start` and docs/deploy.md start the server with (tests/server/runtime/server-node-flags.test.ts keeps them equal). */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=32'];


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

export async function waitForPort(port: number, child: ChildProcess, deadline: number): Promise<void> {
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
 * How the e2e servers run. By default one process on a fresh embedded database.
 * `E2E_DATABASE_URL`: on that PostgreSQL server instead, each AppServer on a fresh database there.
 * `E2E_SERVER_PROCESSES=N` (N > 1, needs E2E_DATABASE_URL): N processes on that database behind a
 * loopback round-robin proxy listening on the server's port, as an agency runs several stateless
 * servers (docs/deploy.md, "Several processes").
 */
export interface AppServerOptions {
  processes: number;
  /** a PostgreSQL server where each AppServer makes a fresh database; null: PGlite */
  postgresServer: string | null;
  /** more environment for every process */
  env?: Record<string, string>;
  /** an existing database on `postgresServer` to run on as it is, instead of a fresh one (never dropped) */
  database?: string;
  /** node's flags for each process (default SERVER_NODE_FLAGS, as deployed) */
  nodeFlags?: readonly string[];
}

export function appServerOptionsFromEnvironment(): AppServerOptions {
  const processes = Number(process.env.E2E_SERVER_PROCESSES?.trim() || '1');
  const postgresServer = process.env.E2E_DATABASE_URL?.trim() || null;
  if (!Number.isInteger(processes) || processes < 1) throw new Error('E2E_SERVER_PROCESSES: expected a whole number from 1');
  if (processes > 1 && !postgresServer) throw new Error('E2E_SERVER_PROCESSES > 1 needs E2E_DATABASE_URL: the embedded database belongs to one process');
  return { processes, postgresServer };
}

/** The real server on the production build, with a fresh database for this run (see AppServerOptions). */
export class AppServer {
  private children: ChildProcess[] = [];
  private balancer: RoundRobinProxy | null = null;
  /** the processes this class stopped or killed itself; any other exit is the server's own death */
  private readonly stopping = new WeakSet<ChildProcess>();
  private postgres: ScratchDatabase | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'survey-e2e-'));
  /** the ports of the processes themselves (one, equal to `port`, without the round-robin proxy) */
  processPorts: number[] = [];
  output = '';
  /** every exit nobody asked for ("exit 1", "signal SIGSEGV"): a run that wants none checks this */
  readonly unexpectedExits: string[] = [];

  constructor(readonly port: number, readonly options: AppServerOptions = appServerOptionsFromEnvironment()) {}

  get database(): 'pglite' | 'postgres' {
    return this.options.postgresServer ? 'postgres' : 'pglite';
  }

  /** The fresh PostgreSQL database of this run (null on PGlite, or before the first start). */
  get databaseUrl(): string | null {
    return this.postgres?.url ?? null;
  }

  /** Starts the server on the built client in `staticDir`; the database stays across restarts. */
  async start(staticDir = 'dist'): Promise<void> {
    const { postgresServer, processes } = this.options;
    if (postgresServer && !this.postgres) this.postgres = await this.runDatabase(postgresServer);
    const alone = processes === 1;
    this.processPorts = alone ? [this.port] : await Promise.all(Array.from({ length: processes }, () => freePort()));
    this.children = this.processPorts.map((port) => this.spawnOne(port, staticDir));
    await Promise.all(this.children.map((child, i) => waitForPort(this.processPorts[i] ?? 0, child, Date.now() + Number(process.env.SERVER_START_SECONDS ?? 60) * 1000)));
    if (alone) return;
    this.balancer = new RoundRobinProxy(this.processPorts, this.port);
    await this.balancer.start();
  }

  private async runDatabase(postgresServer: string): Promise<ScratchDatabase> {
    const name = this.options.database;
    if (!name) return scratchDatabase(postgresServer, 'survey_e2e');
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    return { name, url: url.toString(), drop: () => Promise.resolve() };
  }

  /** the operating system's ids of the running processes */
  get pids(): number[] {
    return this.children.flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  }

  /** connections the round-robin proxy sent to each process so far (empty with one process) */
  connectionsPerProcess(): number[] {
    return [...(this.balancer?.connections ?? [])];
  }

  private spawnOne(port: number, staticDir: string): ChildProcess {
    const child = spawn(process.execPath, [...(this.options.nodeFlags ?? SERVER_NODE_FLAGS), builtServer()], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        STATIC_DIR: staticDir,
        ADMIN_PASSWORD,
        CAPTCHA_DIFFICULTY: String(E2E_CAPTCHA_DIFFICULTY),
        NODE_ENV: 'test',
        DATABASE_URL: this.postgres?.url ?? '',
        // A loaded CI runner stalls PGlite's thread past the shedding threshold, and a 503 there is not what
        // these tests look at; the shedding itself is tested in tests/server/observability/operations.test.ts.
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.once('exit', (code, signal) => {
      if (!this.stopping.has(child)) this.unexpectedExits.push(signal ? `signal ${signal}` : `exit ${code}`);
    });
    return child;
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
    await this.stopAll('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
    await this.postgres?.drop();
    this.postgres = null;
  }

  private async kill(): Promise<void> {
    await this.stopAll('SIGTERM');
  }

  private async stopAll(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
    const children = this.children;
    this.children = [];
    await this.balancer?.stop();
    this.balancer = null;
    await Promise.all(children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      this.stopping.add(child);
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
        if (signal === 'SIGTERM') setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    }));
  }
}
