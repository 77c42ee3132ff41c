import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '#core/constants';
import { catalogues } from './catalogue';
import { currentLanguage, subscribeLanguage } from './language-store';

export function useLanguage(): Language {
  const [language, setState] = useState(currentLanguage);
  useEffect(() => subscribeLanguage(setState), []);
  return language;
}

export function I18nProvider({ children }: { children: ReactNode }) {
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
