import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '#core/constants';

const STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStored(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The server renders a short link's first view in the language of this cookie (docs/first-paint.md). */
function tellServer(chosen: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${chosen}; path=/; max-age=31536000; samesite=lax`;
}

let language: Language = readStored();
tellServer(language);
const listeners = new Set<(language: Language) => void>();

/** The chosen language, kept in localStorage (SPEC 1), read synchronously by the API client. */
export function currentLanguage(): Language {
  return language;
}

export function setLanguage(next: Language): void {
  language = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // storage may be full or disabled; the choice still holds for this visit
  }
  document.documentElement.lang = next;
  tellServer(next);
  for (const listener of listeners) listener(next);
}

export function subscribeLanguage(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
