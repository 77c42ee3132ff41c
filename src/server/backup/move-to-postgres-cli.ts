import { installationFromEnv, runCommand, tableSummary } from './cli';
import { moveToPostgres } from './move-to-postgres';

await runCommand(
  'npm run move-to-postgres -- <postgres://user:pass@host:5432/db>: copies the embedded database under DATA_DIR into that\n'
  + 'empty PostgreSQL database (server stopped). Uploaded files stay in DATA_DIR/files. Then start the server with DATABASE_URL.',
  async ([url]) => {
    if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('Name the target: npm run move-to-postgres -- postgres://user:pass@host:5432/db');
    const { installation } = installationFromEnv();
    if (installation.database.kind !== 'pglite') throw new Error('DATABASE_URL is set: the installation already runs on PostgreSQL.');
    const counts = await moveToPostgres(installation.database.dataDir, url);
    return `Moved ${tableSummary(counts)} to PostgreSQL. Start the server with DATABASE_URL=<that url> (keep DATA_DIR for the files).`;
  },
);
