import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  name: string;
  /** `serverUrl` with this database's name */
  url: string;
  drop: () => Promise<void>;
}

async function asAdmin(serverUrl: string, sql: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database beside the one `serverUrl` names (a copy of `template` when given), for one test
 * run or one test file; `drop` removes it, also while connections are still open.
 */
export async function scratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(serverUrl, `drop database if exists "${name}" with (force)`) };
}
