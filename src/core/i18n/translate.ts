import type { Language } from '../constants';
import { domainMessagesEn } from './domain-messages-en';
import { domainMessagesVi } from './domain-messages-vi';
import type { Message } from './message-keys';

const catalogues: Record<Language, Record<string, string>> = { en: domainMessagesEn, vi: domainMessagesVi };

/** Plain {name} substitution: domain messages use no plural or select syntax. */
export function translate(language: Language, message: Message): string {
  const text = catalogues[language][message.key] ?? message.key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(message.values?.[name] ?? `{${name}}`));
}
