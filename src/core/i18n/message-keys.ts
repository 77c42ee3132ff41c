import type { domainMessagesEn } from './domain-messages-en';

export type MessageKey = keyof typeof domainMessagesEn;
export type MessageValues = Record<string, string | number>;

/** A message to translate later: validation and errors carry keys, never text. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

/** A message about one field of the input (`field` is its path, '' for the input as a whole). */
export interface FieldProblem extends Message {
  field: string;
}
