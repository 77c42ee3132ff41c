import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a database inside one process: a second process opening the same folder (a second
 * server, a backup while the server runs) would corrupt it. The owner writes its pid beside the
 * folder (`<folder>.owner`, outside it, so a copy of the folder never carries it); another process
 * refuses while that pid lives. A pid left by a process that died is ignored.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/\/+$/, '')}.owner`;
  let owner = NaN;
  try {
    owner = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // no owner yet
  }
  if (alive(owner)) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${owner} (a running server?): stop it first.`);
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}
