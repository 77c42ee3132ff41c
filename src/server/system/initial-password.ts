import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

/**
 * The generated password of the first administrator goes to a file only its owner may read
 * (DATA_DIR/initial-admin-password, mode 0600), never to the log, which is often shipped
 * elsewhere and kept long. Returns the file's path, which is what the log shows.
 */
export function writeInitialPassword(dataDir: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, INITIAL_PASSWORD_FILE);
  // a new file, so it is never readable by others even for a moment
  rmSync(path, { force: true });
  writeFileSync(path, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return path;
}
