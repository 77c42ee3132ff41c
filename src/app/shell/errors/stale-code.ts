/** Errors Vite reported through `vite:preloadError`: a code or style file of the app could not be loaded. */
const preloadErrors = new WeakSet<object>();

/**
 * Listens for Vite's `vite:preloadError` (a lazy part's JavaScript or CSS could not be fetched, e.g. a
 * deploy removed the old files while this tab was open) and remembers its error, so that whichever
 * error screen catches it offers a reload instead of a retry that would fail again. Call once at start.
 */
export function watchStaleCode(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload);
  });
}

/**
 * A part of the app that could not be loaded: after an update took over this tab, or a deploy
 * removed the previous version's files, only a reload brings the new ones.
 */
export function isStaleCode(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && preloadErrors.has(error)) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : '';
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically|Unable to preload CSS/i.test(text);
}

const START_RELOAD_KEY = 'stale-start-reload-at';
/** A reload this recent was ours: the new files are missing too, so another would only loop. */
const START_RELOAD_WINDOW_MS = 30_000;

/**
 * The app's start-up could not load one of its parts: the page was loaded just before a deploy
 * removed the previous version's files. React is not running yet, so no error screen can say so;
 * the page reloads once (its new copy names the new files). false when it just did, or for any
 * other error.
 */
export function reloadForStaleStart(error: unknown, reload = () => { location.reload(); }): boolean {
  if (!isStaleCode(error)) return false;
  try {
    const last = Number(sessionStorage.getItem(START_RELOAD_KEY) ?? 0);
    if (Date.now() - last < START_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(START_RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // no storage to remember the reload by: no reload that could loop
  }
  reload();
  return true;
}
