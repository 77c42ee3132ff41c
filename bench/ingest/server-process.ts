// The servers under test, in their own process (bench/ingest/run.ts forks it): the real server
// configured as src/server/main.ts configures it (NODE_ENV and LOG_LEVEL of the environment,
// its log lines to this process's stdout) and the bare endpoint, on one database.
import { sql } from 'drizzle-orm';
import { parseEnv } from '#server/env/env-schema';
import { serverConfig } from '#server/env/server-config';
import { rowsOf } from '#server/db/rows-of';
import { FOLD_INTERVAL_MS, startStatisticsFold } from '#server/statistics/statistics-fold';
import { databaseCpuMeter } from './database-cpu';
import { ownCpuSeconds } from './process-cpu';
import { bareServer, pgliteEngine, postgresEngine, realServer } from './targets';

export interface ServersReady { type: 'ready'; engine: string; realUrl: string; bareUrl: string; companyId: number; formId: number }
export interface StoredCount { type: 'count'; responses: number }
/** CPU seconds spent so far by this process and by the database's processes (null: not on this machine, or PGlite, which runs in this process) */
export interface CpuSpent { type: 'cpu'; server: number; database: number | null }
export type ToServers = { type: 'count' } | { type: 'cpu' } | { type: 'close' };

const parsed = parseEnv(process.env);
if (!parsed.ok) throw new Error(parsed.problems.join('; '));
const config = serverConfig(parsed.env);
const url = process.env.BENCH_DATABASE_URL;
const engine = url ? await postgresEngine(url) : await pgliteEngine();
const real = await realServer(engine, { logger: { level: config.logLevel }, accessLogSample: config.accessLogSample }, config.settings.production);
const bare = await bareServer(engine, real.companyId, real.formId);
// the statistics' deltas are folded while the load runs, as src/server/main.ts does
const fold = startStatisticsFold({ db: engine.database.db, intervalMs: FOLD_INTERVAL_MS, vacuum: engine.database.kind === 'pglite', log: { error: (details, message) => console.error(message, details) } });
const databaseCpu = engine.database.kind === 'postgres' ? await databaseCpuMeter(engine.database.db) : null;
const send = (message: ServersReady | StoredCount | CpuSpent) => process.send?.(message);

process.on('message', (message: ToServers) => {
  void (async () => {
    if (message.type === 'count') {
      const [row] = rowsOf<{ n: number }>(await engine.database.db.execute(sql`select count(*)::int as n from responses`));
      send({ type: 'count', responses: row?.n ?? 0 });
      return;
    }
    if (message.type === 'cpu') {
      send({ type: 'cpu', server: ownCpuSeconds(), database: databaseCpu?.() ?? null });
      return;
    }
    await real.app.close();
    await bare.app.close();
    await fold.stop();
    await engine.dispose();
    process.disconnect();
  })();
});
send({ type: 'ready', engine: engine.name, realUrl: real.url, bareUrl: bare.url, companyId: real.companyId, formId: real.formId });
