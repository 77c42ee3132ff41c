import { useEffect, useRef } from 'react';
import type { Answers } from '#core/answers/answer.schema';
import type { PublicForm } from '#core/forms/form.schema';
import { deleteDraft, loadDraft, saveDraft } from '#offline/index';

/** Reads the unfinished answers kept on this device once, then calls onRestored with them (or {}). */
export function useRestoredDraft(form: PublicForm, onRestored: (answers: Answers, restored: boolean) => void) {
  const done = useRef(false);
  const callback = useRef(onRestored);
  useEffect(() => {
    callback.current = onRestored;
  });
  useEffect(() => {
    let cancelled = false;
    loadDraft(form.id).then(
      (draft) => {
        if (cancelled || done.current) return;
        done.current = true;
        const answers = draft?.answers ?? {};
        callback.current(answers, Object.keys(answers).length > 0);
      },
      () => {
        if (cancelled || done.current) return;
        done.current = true;
        callback.current({}, false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [form.id]);
}

/** Autosave: every change is written to the device (one put each, in order). */
export function saveAnswersDraft(form: PublicForm, answers: Answers): void {
  const empty = Object.keys(answers).length === 0;
  const write = empty
    ? deleteDraft(form.id)
    : saveDraft({ formId: form.id, formVersion: form.version, answers, updatedAt: new Date().toISOString() });
  write.catch(() => undefined);
}
