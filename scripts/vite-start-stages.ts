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
