import type { ManifestTransform } from 'workbox-build';
import type { Plugin, Rolldown } from 'vite';
import { startStageChunks } from './vite-start-stages';

type OutputChunk = Rolldown.OutputChunk;

export interface CitizenPrecache {
  plugin: Plugin;
  /** for the PWA plugin's `injectManifest.manifestTransforms`: drops the build's scripts and styles a citizen never needs */
  manifestTransform: ManifestTransform;
}

const isChunk = (output: Rolldown.OutputChunk | Rolldown.OutputAsset): output is OutputChunk => output.type === 'chunk';

/**
 * The scripts and styles the entry loads (with its start stages), and everything the given modules' own chunks load (statically
 * or lazily): a route's split chunks, or a module the shell loads lazily (a panel opened on demand).
 */
export function citizenFiles(chunks: readonly OutputChunk[], modules: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // a module imported statically elsewhere too (the domain's messages) is in a chunk it is not the facade of
  const isCitizenModule = (chunk: OutputChunk) => modules.some((module) => {
    const facade = chunk.facadeModuleId ?? '';
    return facade.includes(`/${module}?tsr-split=`) || facade.endsWith(`/${module}`)
      || (chunk.moduleIds as readonly string[] | undefined ?? []).some((id) => id.endsWith(`/${module}`));
  });
  const files = new Set<string>();
  const visit = (chunk: OutputChunk, followLazy: boolean) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    const next = followLazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    for (const file of next) {
      const imported = byFile.get(file);
      if (imported) visit(imported, followLazy);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk, false);
  for (const chunk of startStageChunks(chunks)) visit(chunk, false);
  for (const chunk of chunks) if (isCitizenModule(chunk)) visit(chunk, true);
  return files;
}

/**
 * The service worker precaches what a citizen's form needs offline: the app shell, the given
 * routes (the short link, the outbox page)
 * and the shell's lazily loaded modules named with them. Every other chunk (the designer, results, back office)
 * is cached by the worker when staff first load it (sw/sw.ts), not on a citizen's phone.
 * Files that are not chunks of this build (html, icons, workers, fonts) stay precached.
 */
export function citizenPrecache(modules: readonly string[]): CitizenPrecache {
  let chunkFiles = new Set<string>();
  let needed = new Set<string>();
  const plugin: Plugin = {
    name: 'survey:citizen-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      chunkFiles = new Set([...chunks.map((chunk) => chunk.fileName), ...chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])]);
      needed = citizenFiles(chunks, modules);
    },
  };
  const manifestTransform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => !chunkFiles.has(entry.url) || needed.has(entry.url)),
    warnings: [],
  });
  return { plugin, manifestTransform };
}
