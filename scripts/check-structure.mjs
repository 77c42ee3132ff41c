// Fails when a folder under src/, tests/ or e2e/ holds more than 40 source files: a larger one is split
// into folders by feature or concern (docs/ARCHITECTURE.md), not by file-name prefixes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const MAX_FILES = 40;
const roots = ['src', 'tests', 'e2e'];
const source = /\.(ts|tsx|js|mjs|css)$/;
const tooLarge = [];

function walk(dir) {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && source.test(entry.name)).length;
  if (files > MAX_FILES) tooLarge.push(`${dir}: ${files} source files`);
  for (const entry of entries) if (entry.isDirectory() && entry.name !== 'node_modules') walk(join(dir, entry.name));
}
roots.forEach(walk);
if (tooLarge.length > 0) {
  console.error(`These folders hold more than ${MAX_FILES} source files; split them by feature:\n  ${tooLarge.join('\n  ')}`);
  process.exit(1);
}
console.log(`No folder under ${roots.join('/, ')}/ holds more than ${MAX_FILES} source files.`);
