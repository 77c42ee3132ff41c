import { use } from 'react';
import type { Language } from '#core/constants';
import type { Messages, Texts } from './catalogue';
import { loadMessages } from './catalogue-loader';

/**
 * One language's texts of the given catalogues; suspends (React `use`) until they are downloaded. Every
 * download starts before the first wait, so that several catalogues arrive together.
 */
export function useTexts(catalogues: readonly Messages[], language: Language): Texts {
  const loads = catalogues.map((messages) => loadMessages(messages, language));
  const parts = loads.map((load) => load.texts ?? use(load.promise));
  return parts.length === 1 && parts[0] ? parts[0] : Object.assign({}, ...parts) as Texts;
}
