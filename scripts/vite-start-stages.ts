import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { SHORT_LINK_MODULES_FILE } from '../src/core/constants';

type OutputChunk = Rolldown.OutputChunk;

/** The folder of the modules the entry (src/app/main.tsx) imports one stage at a time. */
const START_STAGES = /[\\/]src[\\/]app[\\/]start[\\/]/;

/**
 * The chunks of the app's start: the entries' stages (their dynamic imports of `src/app/start/`)
 * and everything those import statically. The page needs all of them before it is live, like the
 * entry's own static imports; other dynamic imports stay lazy.
 */
export function startStageChunks(chunks: readonly OutputChunk[]): OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of entry.dynamicImports) {
      const stage = byFile.get(file);
      if (stage && START_STAGES.test(stage.facadeModuleId ?? '')) visit(stage);
    }
  }
  return [...found.values()];
}

/**
 * index.html preloads the start stages' chunks beside the entry's own (`<link rel="modulepreload">`,
 * as Vite writes them): the browser fetches and compiles them in parallel, and the entry's
 * `await import()` of each stage only evaluates it. Without this each stage would be fetched only
 * when the previous one had run, one round trip after another. The stages' stylesheets are linked
 * as the entry's are: the stage's import would otherwise fetch them only when it runs, and wait.
 */
export function preloadStartStages(): Plugin {
  return {
    name: 'survey:preload-start-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is OutputChunk => output.type === 'chunk');
        const stages = startStageChunks(chunks);
        const links = stages
          .map((chunk) => `/${chunk.fileName}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        const styles = [...new Set(stages.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))]
          .map((file) => `/${file}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
        return html.replace('</head>', `${[...links, ...styles].join('\n')}\n</head>`);
      },
    },
  };
}


/** The given chunks and every chunk they import statically, in import order. */
function withStaticImports(chunks: readonly OutputChunk[], roots: readonly OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...found];
}

/** A route's split chunks (`<module>?tsr-split=…`) and every chunk they import statically. */
export const routeChunks = (chunks: readonly OutputChunk[], module: string): string[] =>
  withStaticImports(chunks, chunks.filter((chunk) => (chunk.facadeModuleId ?? '').includes(`/${module}?tsr-split=`)));

/** The stylesheets of these chunks (Vite's CSS of their modules), each once. */
function stylesOf(chunks: readonly OutputChunk[], files: readonly string[]): string[] {
  const wanted = new Set(files);
  return [...new Set(chunks.filter((chunk) => wanted.has(chunk.fileName)).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}

/** A line of the answer kinds' loader table: `text: () => import('./text')…`. */
const KIND_LOADER = /^\s*(\w+): \(\) => import\('([^']+)'\)/gm;

/** Each answer kind's module as the renderer's loader table names it (absolute path, no extension). */
export function kindModules(rendererFile: string, rendererSource: string): Map<string, string> {
  return new Map([...rendererSource.matchAll(KIND_LOADER)].map(([, kind = '', path = '']) => [kind, resolve(dirname(rendererFile), path)]));
}

/**
 * Writes `short-link-modules.json`: `route`, the addresses of the short link's route chunks that
 * index.html does not preload already, and their stylesheets (the route's component is otherwise fetched only once the
 * router has started and matched the address, then its imports, two round trips after the start's
 * scripts); `kinds`, for each answer kind, the chunks of its renderer (read from `rendererFile`'s
 * loader table) and stylesheets that neither of those holds: the server preloads a form's own kinds with it, which
 * the page otherwise asks for only once it has read the form.
 */
export function shortLinkRouteModules(module: string, rendererFile: string): Plugin {
  return {
    name: 'survey:short-link-route-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const startFiles = withStaticImports(chunks, [...chunks.filter((chunk) => chunk.isEntry), ...startStageChunks(chunks)]);
      // what index.html loads: the start's scripts, and their stylesheets (linked by it, inlined in the first view)
      const started = new Set([...startFiles, ...stylesOf(chunks, startFiles)]);
      const routeFiles = routeChunks(chunks, module);
      const route = [...routeFiles, ...stylesOf(chunks, routeFiles)].filter((file) => !started.has(file));
      const loaded = new Set([...started, ...route]);
      const facadeOf = (chunk: OutputChunk) => (chunk.facadeModuleId ?? '').replace(/\.[jt]sx?$/, '');
      const kinds = Object.fromEntries([...kindModules(resolve(rendererFile), readFileSync(rendererFile, 'utf8'))].map(([kind, path]) => {
        const own = chunks.filter((chunk) => facadeOf(chunk) === path);
        const files = withStaticImports(chunks, own);
        return [kind, [...files, ...stylesOf(chunks, files)].filter((file) => !loaded.has(file)).map((file) => `/${file}`)];
      }));
      const modules = { route: route.map((file) => `/${file}`), kinds };
      this.emitFile({ type: 'asset', fileName: SHORT_LINK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
