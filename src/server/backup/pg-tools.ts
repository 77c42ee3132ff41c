import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** pg_dump / pg_restore: from PG_BIN when set (e.g. /usr/lib/postgresql/15/bin), else from the PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore', pgBin: string | undefined): string {
  return pgBin ? join(pgBin, name) : name;
}

/**
 * The tools get the connection as libpq variables, not on the command line, where the password
 * would show in the process list.
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: decodeURIComponent(parsed.hostname), PGPORT: parsed.port || '5432' };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  env.PGDATABASE = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => { errors += chunk.toString(); });
    child.on('error', (error) => reject(new Error(`${command} could not run (${error.message}): install the PostgreSQL client tools or set PG_BIN.`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`));
    });
  });
}
