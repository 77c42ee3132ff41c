// Messages of the domain (validation, server errors) as keys, and their texts in both languages.
export type { FieldProblem, Message, MessageKey, MessageValues } from './message-keys';
export { translate } from './translate';
export { type AnsweringText, answeringText, answeringTexts } from './answering-texts';
export { domainMessagesEn } from './domain-messages-en';
export { domainMessagesVi } from './domain-messages-vi';

/** One language of the domain messages, downloaded on demand: the browser's page loads only its reader's language. */
export const domainMessagesIn = {
  vi: () => import('./domain-messages-vi').then((module) => ({ default: module.domainMessagesVi })),
  en: () => import('./domain-messages-en').then((module) => ({ default: module.domainMessagesEn })),
} as const;
