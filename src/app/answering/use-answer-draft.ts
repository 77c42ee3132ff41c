import { useEffect, useRef } from 'react';
import type { Answers } from '#core/answers/answer.schema';
import type { PublicForm } from '#core/forms/form.schema';
import { loadDraft } from '#offline/index';

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
