import type { Plugin, Rolldown } from 'vite';

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
 * when the previous one had run, one round trip after another.
 */
export function preloadStartStages(): Plugin {
  return {
    name: 'survey:preload-start-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output): output is OutputChunk => output.type === 'chunk');
        const links = startStageChunks(chunks)
          .map((chunk) => `/${chunk.fileName}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        return html.replace('</head>', `${links.join('\n')}\n</head>`);
      },
    },
  };
}

/** Where the build lists the short link's route chunks (the server's first view preloads them, docs/first-paint.md). */
export const SHORT_LINK_MODULES_FILE = 'short-link-modules.json';

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

/**
 * Writes `short-link-modules.json`: the addresses of the short link's route chunks that index.html
 * does not preload already. The route's component is otherwise fetched only once the router has
 * started and matched the address, then its imports, two round trips after the start's scripts.
 */
export function shortLinkRouteModules(module: string): Plugin {
  return {
    name: 'survey:short-link-route-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const started = new Set(withStaticImports(chunks, [...chunks.filter((chunk) => chunk.isEntry), ...startStageChunks(chunks)]));
      const modules = routeChunks(chunks, module).filter((file) => !started.has(file)).map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: SHORT_LINK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
