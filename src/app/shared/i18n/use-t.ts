import { useMemo, type ReactNode } from 'react';
import { MessageFormatError, useIntl, type IntlShape } from 'react-intl';
import type { Messages, Texts } from './catalogue';
import { useReaderLanguage } from './i18n-provider';
import { useTexts } from './use-texts';
import type { MessageId, MessageValue, RichValue, Translate } from './message-types';

type Formatter = Pick<IntlShape, 'formatters' | 'locale' | 'formats' | 'onError'>;

/** `t` over texts already in hand, formatted as `intl` formats: what useT returns, and what a test builds. */
export function translator<const Ms extends readonly Messages[]>(texts: Texts, intl: Formatter): Translate<Ms> {
  const has = (id: string): id is MessageId<Ms> => id in texts;
  const messageFormat = (text: string) => intl.formatters.getMessageFormat(text, intl.locale, intl.formats, { formatters: intl.formatters });
  /** A message that cannot be formatted (a value missing at run time) shows as written, reported as react-intl reports it. */
  const safely = <R,>(text: string, run: () => R): R | string => {
    try {
      return run();
    } catch (error) {
      intl.onError(new MessageFormatError(String(error), intl.locale));
      return text;
    }
  };
  const formatParts = (id: string, values?: Readonly<Record<string, RichValue>>): ReactNode => {
    const text = texts[id];
    return text === undefined ? id : safely(text, () => messageFormat(text).format<ReactNode>(values));
  };
  const format = (id: string, values?: Readonly<Record<string, MessageValue>>): string => {
    const text = texts[id];
    if (text === undefined) return id;
    const parts = safely(text, () => messageFormat(text).format<string>(values));
    return Array.isArray(parts) ? parts.join('') : parts;
  };
  const ifKnown = (id: string, otherwise: string) => (has(id) ? format(id) : otherwise);
  return Object.assign(format, { has, ifKnown, rich: formatParts });
}

/** The translator of a component: `t(id, values)` over the catalogues it shows, in the reader's language. */
export function useT<const Ms extends readonly Messages[]>(...catalogues: Ms): Translate<Ms> {
  const intl = useIntl();
  const texts = useTexts(catalogues, useReaderLanguage());
  return useMemo(() => translator<Ms>(texts, intl), [intl, texts]);
}
