/**
 * A part of the app that could not be loaded: after an update took over this tab, the old
 * version's code files are gone and only a reload brings the new ones.
 */
export function isStaleCode(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : '';
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically/i.test(text);
}
