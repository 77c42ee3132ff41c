// The areas of src/core (docs/ARCHITECTURE.md, "Core"): each folder is an area with an entry
// index.ts, each file at the top is one too. The areas import each other without a cycle, and none
// imports `api`, which sits on top of the domain. Fails naming the cycle or the import.
// `node scripts/check-core-areas.mjs [folder]` checks another folder laid out the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const core = resolve(process.argv[2] ?? join(root, 'src', 'core'));
/** paths are shown from the folder holding src/ */
const shown = (path) => relative(dirname(dirname(core)), path);
const TOP = 'api';

/** Every .ts file under a folder. */
function sourcesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The area a core file belongs to: its folder under src/core, or the file's own name at the top. */
function areaOf(file) {
  const [first, ...rest] = relative(core, file).split(sep);
  return rest.length > 0 ? first : first.replace(/\.ts$/, '');
}

/** The relative imports of a file (import, export ... from, import type), as absolute paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)]
    .map((match) => match[1] ?? match[2]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s));
}

/** area → the areas it imports, each with one file import that shows it. */
function areaGraph() {
  const graph = new Map();
  for (const file of sourcesOf(core)) {
    const from = areaOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const target of importsOf(file)) {
      const to = areaOf(target.endsWith('.ts') ? target : `${target}.ts`);
      if (to !== from && !graph.get(from).has(to)) graph.get(from).set(to, `${shown(file)} → ${shown(target)}`);
    }
  }
  return graph;
}

/** One cycle of areas (its first area repeated at the end), or null. */
function findCycle(graph) {
  const state = new Map();
  const path = [];
  const visit = (area) => {
    state.set(area, 'open');
    path.push(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(area, 'done');
    return null;
  };
  for (const area of graph.keys()) {
    if (state.has(area)) continue;
    const cycle = visit(area);
    if (cycle) return cycle;
  }
  return null;
}

const problems = [];
const graph = areaGraph();
const cycle = findCycle(graph);
if (cycle) {
  const steps = cycle.slice(1).map((to, i) => `  ${graph.get(cycle[i]).get(to)}`);
  problems.push(`Core areas import each other in a cycle: ${cycle.join(' → ')}\n${steps.join('\n')}`);
}
for (const [area, targets] of graph) {
  if (area !== TOP && targets.has(TOP)) problems.push(`${area} imports ${TOP} (${targets.get(TOP)}): the API contracts sit on top of the domain, not under it.`);
}
for (const entry of readdirSync(core, { withFileTypes: true })) {
  if (entry.isDirectory() && !existsSync(join(core, entry.name, 'index.ts'))) problems.push(`${shown(join(core, entry.name))} has no index.ts: an area is entered through it (#core/${entry.name}).`);
}

if (problems.length > 0) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(`Core areas: ${graph.size}, no cycle between them, none imports ${TOP}.`);
