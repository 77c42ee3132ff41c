// `node scripts/run-built.mjs <command> [args…]`: runs dist-server/<command>.js (backup, restore,
// move-to-postgres, import-localities) in this process with plain node, building it first when
// the sources are newer and the build tools are installed.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverOut } from './build-server.mjs';

const commands = new Set(['backup', 'restore', 'move-to-postgres', 'import-localities']);
const [command, ...args] = process.argv.slice(2);
if (!command || !commands.has(command)) {
  console.error(`Usage: node scripts/run-built.mjs <${[...commands].join('|')}> [arguments]`);
  process.exit(2);
}
await ensureServerBuilt();
const file = join(serverOut, `${command}.js`);
process.argv = [process.argv[0] ?? 'node', file, ...args];
await import(pathToFileURL(file).href);
