import type { Language } from '#core/constants';
import { domainMessagesEn } from '#core/i18n';
import { domainMessagesVi } from '#core/i18n';
import { featureMessages } from './feature-messages';

function build(language: Language): Record<string, string> {
  const catalogue: Record<string, string> = { ...(language === 'vi' ? domainMessagesVi : domainMessagesEn) };
  for (const messages of featureMessages) {
    for (const [id, text] of Object.entries(messages)) catalogue[id] = text[language];
  }
  return catalogue;
}

export const catalogues: Record<Language, Record<string, string>> = { vi: build('vi'), en: build('en') };
