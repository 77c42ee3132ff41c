import { basename, dirname, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { appAlias } from './vite-app-alias';

const LANGUAGES = ['vi', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
type Bilingual = Record<string, Record<Language, string>>;

const messagesFile = /[\\/]src[\\/]app[\\/].+-messages\.ts$/;
/** One language of one catalogue: `<dir>/common-messages.commonMessages.en.js`, so its chunk is named after both. */
const languageFile = /^(.+-messages)\.(\w+)\.(vi|en)\.js$/;

/** One language module of a catalogue the citizen's pages use: answering, offline, the shell (not management), shared UI. */
const citizenCatalogue = /[\\/]src[\\/]app[\\/](?:shared[\\/]|shell[\\/](?!management[\\/])|features[\\/](?:answering|offline)[\\/])[^?]*-messages\.\w+\.(?<language>vi|en)\.js$/;

/**
 * A code-splitting group (rolldown's `codeSplitting.groups`) that puts one language of the citizen's
 * catalogues into one chunk: the short link makes one request for its texts instead of twenty, at
 * 150 ms a round trip (docs/decisions.md D75). Staff catalogues stay a chunk each, loaded by their pages.
 */
export const citizenCataloguesGroup = {
  name: (id: string) => `citizen-messages-${citizenCatalogue.exec(id)?.groups?.language ?? 'vi'}`,
  test: (id: string) => citizenCatalogue.test(id),
};

/** The module (and chunk) name of one language of catalogue `name` of messages module `file`. */
export function languageFileOf(file: string, name: string, language: Language): string {
  return `${file.replace(/\.ts$/, '')}.${name}.${language}.js`;
}

function isBilingual(value: unknown): value is { texts: Bilingual } {
  if (typeof value !== 'object' || value === null || !('texts' in value)) return false;
  const { texts } = value;
  return typeof texts === 'object' && texts !== null && Object.values(texts).every(
    (text: unknown) => typeof text === 'object' && text !== null && LANGUAGES.every((language) => typeof (text as Record<string, unknown>)[language] === 'string'),
  );
}

/** Runs a messages module as written (its `bilingual` catalogues) and returns its exports, each checked. */
async function catalogues(file: string): Promise<Map<string, Bilingual>> {
  const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, resolve: { alias: appAlias }, logLevel: 'error' });
  const out = new Map<string, Bilingual>();
  for (const [name, value] of Object.entries(module)) {
    if (!isBilingual(value)) throw new Error(`${file}: "${name}" is not a bilingual catalogue; a messages module exports catalogues only`);
    out.set(name, value.texts);
  }
  return out;
}

/** One language of one catalogue, as a module of plain data. */
export function languageModule(texts: Bilingual, language: Language): string {
  return `export default ${JSON.stringify(Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, text[language]])))};\n`;
}

/** The module code imports in place of a messages module: a lazy loader per catalogue and language. */
export function lazyModule(file: string, names: readonly string[]): string {
  const loader = (name: string, language: Language) =>
    `${language}: () => import(${JSON.stringify(`./${basename(languageFileOf(file, name, language))}`)})`;
  return [
    `import { preloadedMessages } from '#app/shared/i18n/catalogue-loader';`,
    ...names.map((name) => `export const ${name} = preloadedMessages({ ${LANGUAGES.map((language) => loader(name, language)).join(', ')} });`),
  ].join('\n');
}

/**
 * Splits every bilingual `*-messages.ts` of the app into one module per catalogue and language, loaded when
 * a component first shows it (src/app/shared/i18n/use-t.ts): the bilingual source stays the one place texts
 * are written, and a page downloads only its language of the catalogues it uses (docs/decisions.md D60).
 * Vitest and the scripts read the sources as they are.
 */
export function splitMessages(): Plugin {
  const evaluated = new Map<string, Promise<Map<string, Bilingual>>>();
  const cataloguesOf = (file: string) => {
    const known = evaluated.get(file);
    if (known) return known;
    const loading = catalogues(file);
    evaluated.set(file, loading);
    return loading;
  };
  return {
    name: 'survey:split-messages',
    enforce: 'pre',
    watchChange(id) {
      evaluated.delete(id);
    },
    resolveId(source, importer) {
      return importer && languageFile.test(basename(source)) ? resolve(dirname(importer), source) : null;
    },
    async load(id) {
      const split = languageFile.exec(id);
      if (split) {
        const [, stem = '', name = '', language = 'vi'] = split;
        const file = `${stem}.ts`;
        this.addWatchFile(file);
        const texts = (await cataloguesOf(file)).get(name);
        if (!texts || (language !== 'vi' && language !== 'en')) throw new Error(`${id}: no catalogue "${name}" in "${language}"`);
        return languageModule(texts, language);
      }
      if (!messagesFile.test(id)) return null;
      this.addWatchFile(id);
      return lazyModule(id, [...(await cataloguesOf(id)).keys()]);
    },
  };
}
