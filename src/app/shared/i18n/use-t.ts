import { use, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '#core/constants';
import type { Messages, Texts } from './catalogue';
import { useReaderLanguage } from './i18n-provider';
import { loadMessages } from './catalogue-loader';
import type { MessageId, MessageValue, Translate } from './message-types';

/**
 * One language's texts of the given catalogues; suspends (React `use`) until they are downloaded. Every
 * download starts before the first wait, so that several catalogues arrive together.
 */
export function useTexts(catalogues: readonly Messages[], language: Language): Texts {
  const loads = catalogues.map((messages) => loadMessages(messages, language));
  const parts = loads.map((load) => load.texts ?? use(load.promise));
  return parts.length === 1 && parts[0] ? parts[0] : Object.assign({}, ...parts) as Texts;
}

/** The translator of a component: `t(id, values)` over the catalogues it shows, in the reader's language. */
export function useT<const Ms extends readonly Messages[]>(...catalogues: Ms): Translate<Ms> {
  const intl = useIntl();
  const texts = useTexts(catalogues, useReaderLanguage());
  return useMemo(() => {
    const has = (id: string): id is MessageId<Ms> => id in texts;
    const format = (id: string, values?: Readonly<Record<string, MessageValue>>): string => {
      const text = texts[id];
      if (text === undefined) return id;
      const formatted = intl.formatters.getMessageFormat(text, intl.locale, intl.formats, { formatters: intl.formatters }).format(values);
      return Array.isArray(formatted) ? formatted.join('') : String(formatted);
    };
    const ifKnown = (id: string, otherwise: string) => (has(id) ? format(id) : otherwise);
    return Object.assign(format, { has, ifKnown });
  }, [intl, texts]);
}
