// Messages of the domain (validation, server errors) as keys, and their texts in both languages.
export type { FieldProblem, Message, MessageKey, MessageValues } from './message-keys';
export { translate } from './translate';
export { domainMessagesEn } from './domain-messages-en';
export { domainMessagesVi } from './domain-messages-vi';
