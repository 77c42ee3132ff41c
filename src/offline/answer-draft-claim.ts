import { holdLock, type HeldLock } from './design-drafts/design-drafts-locks';

/**
 * One tab at a time keeps a form's answer draft: the tab that opened the form first holds
 * `answer-draft:<formId>` while it is open. A second tab on the same form gets null: it starts
 * empty and writes no draft, so it can neither restore (and send twice) the first tab's answers
 * nor overwrite or delete them.
 */
export function claimAnswerDraft(formId: number): Promise<HeldLock | null> {
  return holdLock(`answer-draft:${formId}`, true);
}
