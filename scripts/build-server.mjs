// Compiles the server (src/server and what it imports from src/core) to plain JavaScript in
// dist-server/, for `node dist-server/main.js`. Packages stay external: production installs them
// with `npm ci --omit=dev`, so each one the built code imports must be a dependency (checked here).
// `node scripts/build-server.mjs` builds; `--if-stale` builds only when a source is newer.
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const serverOut = join(root, 'dist-server');

/** One file per command; shared code goes to chunks beside them (so `import.meta.url` of each is dist-server/). */
const entryPoints = {
  main: 'src/server/main.ts',
  backup: 'src/server/backup/backup-cli.ts',
  restore: 'src/server/backup/restore-cli.ts',
  'move-to-postgres': 'src/server/backup/move-to-postgres-cli.ts',
  'import-localities': 'scripts/import-localities.ts',
};
const sources = ['src/server', 'src/core', 'scripts/import-localities.ts', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];

/** The newest modification time under a path (0 when it does not exist). */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export function serverBuildIsStale() {
  const built = join(serverOut, 'main.js');
  if (!existsSync(built)) return true;
  return statSync(built).mtimeMs < Math.max(...sources.map((s) => newestChange(join(root, s))));
}

const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2) : specifier.split('/').slice(0, 1)).join('/');

/** Every package the built code imports must be installed by `npm ci --omit=dev`. */
function checkRuntimeDependencies(metafile) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:') || builtins.has(imported.path)) continue;
      const name = packageName(imported.path);
      if (!(name in dependencies)) missing.add(name);
    }
  }
  if (missing.size > 0) throw new Error(`The built server imports packages that are not "dependencies" in package.json: ${[...missing].join(', ')}`);
}

export async function buildServer() {
  // esbuild is a devDependency: a production install (npm ci --omit=dev) runs the files built before
  const { build } = await import('esbuild');
  rmSync(serverOut, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: serverOut,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: '// Built by scripts/build-server.mjs from src/server: edit the sources, not this file.' },
  });
  checkRuntimeDependencies(result.metafile);
  cpSync(join(root, 'src/server/db/migrations'), join(serverOut, 'migrations'), { recursive: true });
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}

/**
 * Before running a built command: build when stale. Where esbuild is not installed (a production
 * install, `npm ci --omit=dev`) the files built before are used as they are: copying them may well
 * leave them older than package.json; only a missing build stops the command.
 */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return;
  let tools = true;
  try {
    await import('esbuild');
  } catch {
    tools = false;
  }
  if (!tools) {
    if (existsSync(join(serverOut, 'main.js'))) {
      console.warn('dist-server/ looks older than its sources and esbuild is not installed (a production install): running it as built.');
      return;
    }
    console.error('There is no server build (dist-server/) and esbuild is not installed (a production install?).\n'
      + 'Build where the devDependencies are (`npm ci && npm run build`), then install with `npm ci --omit=dev`.');
    process.exit(1);
  }
  console.log('Building the server (dist-server/)…');
  await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const built = process.argv.includes('--if-stale') ? await buildServerIfStale() : (await buildServer(), true);
  console.log(built ? `Built the server into dist-server/ (${Date.now() - started} ms).` : 'The server build in dist-server/ is up to date.');
}
