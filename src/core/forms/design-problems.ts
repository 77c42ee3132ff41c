import type { FieldProblem, MessageKey } from '../i18n/message-keys';

/** Collects design problems under one field prefix (`elements.<id>`, `settings`, ...). */
export interface ProblemSink {
  add(option: string, key: MessageKey): void;
}

export function problemSink(problems: FieldProblem[], prefix: string): ProblemSink {
  return {
    add(option, key) {
      problems.push({ field: option === '' ? prefix : `${prefix}.${option}`, key });
    },
  };
}

/** Labels compared as a person reads them: trimmed, case and spacing ignored. */
export function labelKey(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');
}
