import type { Answers } from '#core/answers/answer.schema';
import type { PublicForm } from '#core/forms/form.schema';
import { deleteDraft, saveDraft } from '#offline/index';

/**
 * Autosave of one form's unfinished answers: every change is written, but while one write is on
 * its way only the newest answers wait behind it, so fast typing never piles up writes.
 */
export function createDraftWriter(form: PublicForm, onResult: (ok: boolean) => void) {
  let writing = false;
  let next: Answers | null = null;

  const write = (answers: Answers): Promise<void> =>
    Object.keys(answers).length === 0
      ? deleteDraft(form.id)
      : saveDraft({ formId: form.id, formVersion: form.version, answers, updatedAt: new Date().toISOString() });

  async function drain(): Promise<void> {
    writing = true;
    while (next) {
      const answers = next;
      next = null;
      try {
        await write(answers);
        onResult(true);
      } catch {
        onResult(false);
      }
    }
    writing = false;
  }

  return {
    save(answers: Answers): void {
      next = answers;
      if (!writing) void drain();
    },
    /** forget what waits (the answers were submitted or cleared on purpose) */
    cancel(): void {
      next = null;
    },
  };
}
