import type { Answers } from '#core/answers';
import type { PublicForm } from '#core/forms';
import { deleteDraft, saveDraft } from '#offline/index';
import type { Verified } from '#app/shared/verification/verification-api';
import { afterPaint } from './after-paint';

/** What a draft keeps besides the form: the answers, the page the person is on, a verified address. */
export interface DraftState {
  answers: Answers;
  page: number;
  verification: Verified | null;
}

function isBlank(state: DraftState): boolean {
  return Object.keys(state.answers).length === 0 && state.page === 0 && state.verification === null;
}

/** A write starts after the frame that shows the change, and this long after it at the latest (a hidden page paints none). */
const WRITE_LATEST_MS = 200;

/**
 * Autosave of one form's unfinished answers: every change is written, but while one write is on
 * its way only the newest state waits behind it, so fast typing never piles up writes. A write
 * starts after the next paint, not in the keypress's own frame (issue 15).
 */
export function createDraftWriter(form: PublicForm, onResult: (ok: boolean) => void) {
  let writing = false;
  let next: DraftState | null = null;
  let scheduled = false;

  const write = (state: DraftState): Promise<void> =>
    isBlank(state)
      ? deleteDraft(form.id)
      : saveDraft({
          formId: form.id,
          formVersion: form.version,
          answers: state.answers,
          updatedAt: new Date().toISOString(),
          page: state.page,
          ...(state.verification ? { verification: state.verification } : {}),
        });

  async function drain(): Promise<void> {
    writing = true;
    while (next) {
      const state = next;
      next = null;
      try {
        await write(state);
        onResult(true);
      } catch {
        onResult(false);
      }
    }
    writing = false;
  }

  return {
    save(state: DraftState): void {
      next = state;
      if (writing || scheduled) return;
      scheduled = true;
      afterPaint(() => {
        scheduled = false;
        if (!writing) void drain();
      }, WRITE_LATEST_MS);
    },
    /** forget what waits (the answers were submitted or cleared on purpose) */
    cancel(): void {
      next = null;
    },
  };
}
