import { appendFileSync, cpSync, rmSync } from 'node:fs';

/**
 * "A new version is deployed": a copy of dist whose service worker differs by one comment. The
 * build's pre-compressed copies of sw.js are removed, or the server would keep sending the old
 * worker to every browser that accepts brotli or gzip.
 */
export function prepareNextBuild(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  cpSync('dist', folder, { recursive: true });
  appendFileSync(`${folder}/sw.js`, `\n// release ${Date.now()}\n`);
  rmSync(`${folder}/sw.js.br`, { force: true });
  rmSync(`${folder}/sw.js.gz`, { force: true });
}
