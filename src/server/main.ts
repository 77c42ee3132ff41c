import { buildApp } from './app';
import { connectDatabase } from './db/connect';
import { parseEnv } from './env/env-schema';
import { serverConfig, startWarnings } from './env/server-config';
import { describeStorage, openFileStorage } from './files/storage-target';
import { startHousekeeping } from './housekeeping/housekeeping';
import { FOLD_INTERVAL_MS, startStatisticsFold } from './statistics/statistics-fold';
import { installShutdown } from './runtime/shutdown';
import { loadShippedLocalities } from './localities/shipped-list';
import { type BootstrapResult, bootstrap } from './system/bootstrap';
import { writeInitialPassword } from './system/initial-password';

// stack traces name the TypeScript sources (dist-server/*.js.map)
process.setSourceMapsEnabled(true);

/** Every variable is checked at once against one schema (src/server/env/env-schema.ts; README lists them). */
const parsed = parseEnv(process.env);
if (!parsed.ok) {
  console.error(`The server cannot start: the environment has bad values.\n  ${parsed.problems.join('\n  ')}`);
  process.exit(1);
}
const config = serverConfig(parsed.env);

// Migrations, the first-start bootstrap and the shipped locality list load under one lock:
// processes started together on an empty PostgreSQL database take turns.
const startup: { first?: BootstrapResult; localities?: number } = {};
const database = await connectDatabase(config.database, async (db) => {
  startup.first = await bootstrap(db, { adminPassword: config.adminPassword, companyName: config.companyName });
  startup.localities = await loadShippedLocalities(db);
});
if (startup.localities) console.log(`Loaded the shipped list of administrative units (vn-2025-07: ${startup.localities} units).`);
if (startup.first?.created) {
  console.log(`First start: created company ${startup.first.companyId} and administrator "admin".`);
  if (startup.first.generatedPassword) {
    const file = writeInitialPassword(config.dataDir, startup.first.generatedPassword);
    console.log(`The administrator's generated password is in ${file} (readable by this user only): sign in, change it, then delete the file.`);
  }
}

const storage = openFileStorage(config.storage);
const app = await buildApp({
  db: database.db,
  heavyReads: database.heavyReads,
  settings: config.settings,
  staticDir: config.staticDir,
  fileStorage: storage,
  logger: { level: config.logLevel },
  accessLogSample: config.accessLogSample,
  trustProxy: config.trustProxyHops,
  // the last fold runs once requests in flight have finished, before the database closes
  onClose: () => statisticsFold.stop().then(() => database.close()),
  operations: {
    metrics: { processMetrics: true, ...(config.database.kind === 'postgres' ? { databasePoolSize: config.database.max ?? 10 } : {}) },
    metricsToken: config.metricsToken,
    overload: { maxEventLoopDelayMs: config.overloadEventLoopDelayMs },
  },
});
for (const warning of startWarnings(parsed.env)) app.log.warn(warning);

const statisticsFold = startStatisticsFold({ db: database.db, intervalMs: FOLD_INTERVAL_MS, vacuum: database.kind === 'pglite', log: app.log });
const housekeeping = startHousekeeping({ database, storage, ...config.housekeeping, log: app.log });
installShutdown(app, {
  timeoutMs: config.shutdownTimeoutMs,
  beforeClose: () => housekeeping.stop(),
  log: (message) => console.log(message),
});

await app.listen({ port: config.port, host: config.host });
console.log(`Server on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${database.kind}${database.kind === 'pglite' ? ` under ${config.dataDir}` : ''}${database.heavyReads?.kind === 'replica' ? ' with a read replica' : ''}; files: ${describeStorage(config.storage)})`);
