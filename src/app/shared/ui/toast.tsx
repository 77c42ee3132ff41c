import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_TOAST_CONFIRM_MS, TOAST_MS } from '#core/constants';

export type ToastTone = 'success' | 'info' | 'error';
interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

/**
 * A short message in the corner (SPEC 9): success and info 1.5 s; errors stay 15 s with a close button.
 * Callable from anywhere; the ToastRegion in the root renders them.
 */
export function showToast(tone: ToastTone, message: string): void {
  const id = nextId++;
  emit([...toasts, { id, tone, message }]);
  setTimeout(() => dismissToast(id), tone === 'error' ? ERROR_TOAST_CONFIRM_MS : TOAST_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live regions exist before any toast, so screen readers announce every one. */
export function ToastRegion() {
  const intl = useIntl();
  const list = useSyncExternalStore(subscribe, () => toasts);
  const render = (tone: 'polite' | 'assertive') =>
    list
      .filter((t) => (t.tone === 'error') === (tone === 'assertive'))
      .map((t) => (
        <div key={t.id} className="toast" data-tone={t.tone}>
          <span>{t.message}</span>
          {t.tone === 'error' && (
            <button type="button" className="toast-close" onClick={() => dismissToast(t.id)}>
              {intl.formatMessage({ id: 'ui.toast.close' })}
            </button>
          )}
        </div>
      ));
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite">{render('polite')}</div>
      <div role="alert" aria-live="assertive">{render('assertive')}</div>
    </div>
  );
}
