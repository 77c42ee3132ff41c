import type { Language } from '../constants';
import { domainMessagesEn } from './domain-messages-en';
import { domainMessagesVi } from './domain-messages-vi';
import type { Message } from './message-keys';

const catalogues: Record<Language, Record<string, string>> = { en: domainMessagesEn, vi: domainMessagesVi };

/** Plain {name} substitution: domain messages use no plural or select syntax. */
export function fillPlaceholders(text: string, values?: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
}

export function translate(language: Language, message: Message): string {
  return fillPlaceholders(catalogues[language][message.key] ?? message.key, message.values);
}
