import type { Language } from '#core/constants';
import { atRunTime, lazyMessages, type Messages, type Texts } from './catalogue';
import { currentLanguage, setLanguage } from './language-store';

type Loading = Readonly<{ promise: Promise<Texts> }>;

const loads = new Map<Messages, Map<Language, Loading>>();

function pick(messages: Messages, language: Language): Texts | Promise<Texts> {
  const runTime = atRunTime(messages);
  if (runTime.texts) return Object.fromEntries(Object.entries(runTime.texts).map(([id, text]) => [id, text[language]]));
  return runTime.load[language]().then((module) => module.default);
}

/** Marks the promise settled the way React's `use` reads one: its texts at once, the render never suspended. */
function markFulfilled(promise: Promise<Texts>, texts: Texts): void {
  const read = promise as Promise<Texts> & { status?: 'fulfilled'; value?: Texts };
  read.status = 'fulfilled';
  read.value = texts;
}

/**
 * Starts loading one language of a catalogue, once: later calls get the same promise, which once it
 * has settled gives its texts to `use` synchronously (a loaded catalogue never suspends a render).
 */
export function loadMessages(messages: Messages, language: Language): Loading {
  const byLanguage = loads.get(messages) ?? new Map<Language, Loading>();
  loads.set(messages, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const picked = pick(messages, language);
  if (!(picked instanceof Promise)) {
    const loaded = { promise: Promise.resolve(picked) };
    markFulfilled(loaded.promise, picked);
    byLanguage.set(language, loaded);
    return loaded;
  }
  const loading: Loading = {
    promise: picked.then(
      (texts) => {
        markFulfilled(loading.promise, texts);
        return texts;
      },
      (error: unknown) => {
        byLanguage.delete(language); // a failed download is tried again on the next render
        throw error;
      },
    ),
  };
  byLanguage.set(language, loading);
  return loading;
}

/** Loads, in `language`, every catalogue the page has loaded so far: a language switch then shows no gap. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loads.keys()].map((messages) => loadMessages(messages, language).promise));
}

/**
 * A catalogue of the browser build (scripts/vite-messages.ts). Its download in the page's language starts
 * when the code that shows it is loaded, so that a page's components rarely wait at their first render and a
 * dialog opened later finds its texts already there.
 */
export function preloadedMessages(load: Record<Language, () => Promise<{ default: Texts }>>): Messages {
  const messages = lazyMessages(load);
  loadMessages(messages, currentLanguage()).promise.catch(() => undefined); // tried again when shown
  return messages;
}

/**
 * Shows the page in `next` once every catalogue it has loaded is there in that language: no reload, no
 * blank moment. Refused (the page stays in its language) when they cannot be downloaded.
 */
export async function switchLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  setLanguage(next);
}
