import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '#core/constants';
import { domainCatalogue } from './domain-catalogue';
import { currentLanguage, subscribeLanguage } from './language-store';
import { useTexts } from './use-texts';

export function useLanguage(): Language {
  const [language, setState] = useState(currentLanguage);
  useEffect(() => subscribeLanguage(setState), []);
  return language;
}

/** The language the nearest IntlProvider formats in: texts and formats of a component agree with it. */
export function useReaderLanguage(): Language {
  return useIntl().locale.startsWith('vi') ? 'vi' : 'en';
}

/** react-intl formats in `language`; its messages are core's only: the app's texts come through useT (use-t.ts). */
function LanguageTexts({ language, children }: { language: Language; children: ReactNode }) {
  const domain = useTexts([domainCatalogue], language);
  return (
    <IntlProvider locale={language} messages={domain} defaultLocale="vi">
      {children}
    </IntlProvider>
  );
}

/**
 * The page in the chosen language. Texts are downloaded per catalogue and language (catalogue-loader.ts):
 * until a screen's first ones arrive it shows nothing rather than ids.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Suspense fallback={null}>
      <LanguageTexts language={language}>{children}</LanguageTexts>
    </Suspense>
  );
}
