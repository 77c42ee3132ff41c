// Kebab-case file and folder names (ARCHITECTURE conventions). TanStack route files may use $param and __root.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['src', 'sw', 'tests', 'e2e', 'bench', 'scripts', 'docs'];
const kebab = /^(?:__root|\$?[a-z0-9]+(?:-[a-z0-9]+)*)(?:\.[a-z0-9$]+(?:-[a-z0-9]+)*)*$/;
const skip = new Set(['node_modules', 'migrations', 'meta']);
/** Names every reader expects in capitals. */
const conventional = new Set(['README.md', 'ARCHITECTURE.md']);
const bad = [];

function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (!kebab.test(entry.name) && !conventional.has(entry.name)) bad.push(path);
    if (entry.isDirectory()) walk(path);
  }
}
roots.forEach(walk);
if (bad.length > 0) {
  console.error(`These names are not kebab-case:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log('All file names are kebab-case.');
