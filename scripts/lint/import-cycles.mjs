// ESLint rule `local/no-import-cycle`: an import whose target leads back to the importing file is refused.
// The graph of src/ is read once per lint run (TypeScript's pre-processor lists every import, export and
// dynamic import, type-only ones too) and resolved the way tsc and Vite do: relative paths and the
// `#core/ #offline/ #worker/ #server/ #app/` subpaths, with .ts/.tsx probing. Fast: one pass, no type information.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The project whose src/ is read; IMPORT_CYCLE_ROOT points the rule at another (its test lays one out). */
const root = resolve(process.env.IMPORT_CYCLE_ROOT ?? resolve(import.meta.dirname, '../..'));
const aliases = [['#core/', 'src/core/'], ['#offline/', 'src/offline/'], ['#worker/', 'src/worker/'], ['#server/', 'src/server/'], ['#app/', 'src/app/']];

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(relative(root, path));
  }
  return out;
}

function resolver(files) {
  const known = new Set(files);
  const probe = (base) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => known.has(path));
  return (from, specifier) => {
    const bare = specifier.replace(/\?.*$/, '');
    for (const [alias, folder] of aliases) if (bare.startsWith(alias)) return probe(folder + bare.slice(alias.length));
    return bare.startsWith('.') ? probe(relative(root, resolve(root, dirname(from), bare))) : undefined;
  };
}

/** Each file's imports, and the strongly connected component (a cycle) each file is in, when any. */
function buildGraph() {
  const files = sourceFiles(join(root, 'src'));
  const resolveImport = resolver(files);
  const edges = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    edges.set(file, [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean))]);
  }
  return { edges, componentOf: stronglyConnected(files, edges), resolveImport };
}

/** Tarjan's algorithm, iterative (deep import chains must not overflow the stack). */
function stronglyConnected(files, edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next); low.set(start, next); next += 1; stack.push(start); onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      const targets = edges.get(node);
      if (position < targets.length) {
        frame[1] += 1;
        const target = targets[position];
        if (!index.has(target)) {
          index.set(target, next); low.set(target, next); next += 1; stack.push(target); onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do { member = stack.pop(); onStack.delete(member); component.push(member); } while (member !== node);
      const cyclic = component.length > 1 || targets.includes(node);
      if (cyclic) for (const file of component) componentOf.set(file, component);
    }
  }
  return componentOf;
}

/** The shortest way back from `target` to `file` inside their component, for the message. */
function pathBack(edges, component, target, file) {
  const inside = new Set(component);
  const previous = new Map([[target, null]]);
  const queue = [target];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === file) break;
    for (const next of edges.get(node)) if (inside.has(next) && !previous.has(next)) { previous.set(next, node); queue.push(next); }
  }
  const path = [];
  for (let node = file; node; node = previous.get(node)) path.unshift(node);
  return path;
}

let graph;
export const noImportCycle = {
  meta: { type: 'problem', docs: { description: 'Refuses an import that leads back to the importing file (an import cycle).' }, schema: [] },
  create(context) {
    graph ??= buildGraph();
    const file = relative(root, context.filename);
    const component = graph.componentOf.get(file);
    if (!component || !existsSync(context.filename)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      const target = typeof specifier === 'string' ? graph.resolveImport(file, specifier) : undefined;
      if (!target || !component.includes(target)) return;
      const cycle = [file, ...pathBack(graph.edges, component, target, file)].join(' → ');
      context.report({ node: node.source, message: `Import cycle: ${cycle}. Move what both need into a module of its own.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const localPlugin = { rules: { 'no-import-cycle': noImportCycle } };
