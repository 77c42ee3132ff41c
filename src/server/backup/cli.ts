import { type Env, parseEnv } from '#server/env/env-schema';
import { databaseTarget, storageTargetOf } from '#server/env/server-config';
import { describeStorage, openFileStorage } from '#server/files/storage-target';
import type { Installation } from './sql-clients';

/** The same environment as the server (DATA_DIR, DATABASE_URL, S3_*, PG_BIN), checked the same way. */
export function installationFromEnv(): { env: Env; installation: Installation } {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error(`The environment has bad values.\n  ${parsed.problems.join('\n  ')}`);
    process.exit(1);
  }
  const database = databaseTarget(parsed.env);
  if (database.kind === 'memory') throw new Error('no stored database');
  const storage = storageTargetOf(parsed.env);
  return {
    env: parsed.env,
    installation: { database, files: openFileStorage(storage), fileStore: describeStorage(storage), ...(parsed.env.PG_BIN ? { pgBin: parsed.env.PG_BIN } : {}) },
  };
}

/** Runs a command: its failure is one clear line and exit code 1. */
export async function runCommand(usage: string, work: (args: string[]) => Promise<string>): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  try {
    console.log(await work(args));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

export const tableSummary = (counts: Record<string, number>) =>
  `${Object.keys(counts).length} tables, ${Object.values(counts).reduce((a, b) => a + b, 0)} rows`;
