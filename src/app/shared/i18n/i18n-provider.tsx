import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '#core/constants';
import { currentLanguage, subscribeLanguage } from './language-store';

export function useLanguage(): Language {
  const [language, setState] = useState(currentLanguage);
  useEffect(() => subscribeLanguage(setState), []);
  return language;
}

/** The language the nearest IntlProvider formats in: texts and formats of a component agree with it. */
export function useReaderLanguage(): Language {
  return useIntl().locale.startsWith('vi') ? 'vi' : 'en';
}

/** `catalogues`: every message id in each language, composed by the app (src/app/catalogues.ts). */
export function I18nProvider({ catalogues, children }: { catalogues: Record<Language, Record<string, string>>; children: ReactNode }) {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={language} messages={catalogues[language]} defaultLocale="vi">
      {children}
    </IntlProvider>
  );
}
