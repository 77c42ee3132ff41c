// npm start: build the client (dist/) and the server (dist-server/) when missing or older than their
// sources, then run the built server in this very process: no TypeScript compiler at run time and
// no child process in between, so signals reach the server and its exit code is the one npm reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, newestChange, serverOut } from './build-server.mjs';

const clientSources = ['src/app', 'src/core', 'src/offline', 'src/worker', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** vite is a devDependency: a production install runs the client built before, as it is. */
function viteBin() {
  const require = createRequire(import.meta.url);
  try {
    const manifest = require.resolve('vite/package.json');
    return join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.vite);
  } catch {
    return null;
  }
}

const clientBuiltAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (clientBuiltAt < Math.max(...clientSources.map(newestChange))) {
  const vite = viteBin();
  if (vite) {
    console.log('Building the client (dist/)…');
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (clientBuiltAt > 0) {
    console.warn('dist/ looks older than its sources and vite is not installed (a production install): serving it as built.');
  } else {
    console.error('There is no client build (dist/) and vite is not installed (a production install?). Run `npm ci && npm run build` first.');
    process.exit(1);
  }
}

await ensureServerBuilt();

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(serverOut, 'main.js')).href);
