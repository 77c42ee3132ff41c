import { useEffect, useRef } from 'react';
import type { PublicForm } from '#core/forms';
import { claimAnswerDraft, loadDraft, type AnswerDraft } from '#offline/index';

/**
 * Claims this form's draft for this tab and reads the unfinished answers kept on the device once,
 * then calls onRestored with them (or null). `owned` is false when another tab has the form open:
 * this tab then starts empty and must not write or delete the draft. Without `keep` (a preview) the
 * device is not read: the session starts empty at once.
 */
export function useRestoredDraft(form: PublicForm, onRestored: (draft: AnswerDraft | null, owned: boolean) => void, keep = true) {
  const done = useRef(false);
  const callback = useRef(onRestored);
  useEffect(() => {
    callback.current = onRestored;
  });
  useEffect(() => {
    let cancelled = false;
    let release: (() => void) | null = null;
    const finish = (draft: AnswerDraft | null, owned: boolean) => {
      if (cancelled || done.current) return;
      done.current = true;
      callback.current(draft, owned);
    };
    if (!keep) {
      finish(null, true);
      return;
    }
    void (async () => {
      const lock = await claimAnswerDraft(form.id).catch(() => null);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the effect's cleanup sets it while this awaits; the narrowing cannot see that
      if (cancelled) {
        lock?.release();
        return;
      }
      release = lock ? () => lock.release() : null;
      if (!lock) {
        finish(null, false);
        return;
      }
      finish(await loadDraft(form.id).catch(() => null), true);
    })();
    return () => {
      cancelled = true;
      release?.();
    };
  }, [form.id, keep]);
}
