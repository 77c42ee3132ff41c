import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * "A new version is deployed in which the lazily loaded chunk named `chunkPrefix` changed": a copy of
 * dist where that chunk, and the files naming it, have new file names, as a real release gives a
 * changed chunk a new hash. index.html gets a new revision in the worker's manifest (it names a
 * renamed file). Pre-compressed copies are removed (they would hold the old text). Returns the old
 * chunk's path (`/assets/…`), which the server no longer has.
 */
export function prepareBuildWithMovedChunk(folder: string, chunkPrefix: string): string {
  prepareNextBuild(folder);
  const assets = join(folder, 'assets');
  for (const dir of [folder, assets]) for (const name of readdirSync(dir)) if (/\.(br|gz)$/.test(name)) rmSync(join(dir, name));
  const chunk = readdirSync(assets).find((name) => name.startsWith(`${chunkPrefix}-`) && name.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk ${chunkPrefix}-*.js in ${assets}`);
  const moved = new Map<string, string>();
  const move = (stem: string) => {
    if (moved.has(stem)) return;
    moved.set(stem, `${stem}next`);
    for (const name of readdirSync(assets).filter((n) => n.endsWith('.js') && !moved.has(n.slice(0, -3)))) {
      if (readFileSync(join(assets, name), 'utf8').includes(`${stem}.js`)) move(name.slice(0, -3));
    }
  };
  move(chunk.slice(0, -3));
  const textFiles = [join(folder, 'index.html'), join(folder, 'sw.js'), ...readdirSync(assets).filter((n) => /\.(js|css|map)$/.test(n)).map((n) => join(assets, n))];
  for (const file of textFiles) {
    let text = readFileSync(file, 'utf8');
    for (const [stem, next] of moved) text = text.split(`${stem}.js`).join(`${next}.js`);
    if (file.endsWith('sw.js')) text = text.replace(/("revision":")(\w+)(","url":"index\.html")/, '$1$2next$3');
    writeFileSync(file, text);
  }
  for (const [stem, next] of moved) {
    renameSync(join(assets, `${stem}.js`), join(assets, `${next}.js`));
    if (existsSync(join(assets, `${stem}.js.map`))) renameSync(join(assets, `${stem}.js.map`), join(assets, `${next}.js.map`));
  }
  return `/assets/${chunk}`;
}
