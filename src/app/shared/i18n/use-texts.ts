import { use } from 'react';
import type { Language } from '#core/constants';
import type { Messages, Texts } from './catalogue';
import { loadMessages } from './catalogue-loader';

/**
 * One language's texts of the given catalogues; suspends (React `use`) until they are downloaded. Every
 * download starts before the first wait, so that several catalogues arrive together. Every catalogue is
 * read through `use`, loaded or not: React replays a render that waited once its download settles, and
 * a replay that skipped the `use` of a catalogue loaded meanwhile crashed the page (React error 467).
 */
export function useTexts(catalogues: readonly Messages[], language: Language): Texts {
  const loads = catalogues.map((messages) => loadMessages(messages, language).promise);
  const parts = loads.map((promise) => use(promise));
  return parts.length === 1 && parts[0] ? parts[0] : Object.assign({}, ...parts) as Texts;
}
