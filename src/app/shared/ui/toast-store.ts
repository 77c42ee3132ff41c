import { ERROR_TOAST_CONFIRM_MS, TOAST_MS } from '#core/constants';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastOptions {
  /** an error the person must acknowledge: it stays 15 s with a confirm button (SPEC 9) */
  confirm?: boolean;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** shows the confirm button */
  confirm: boolean;
}

/** SPEC 9, the one place toast durations are set: 1.5 s, or 15 s for an error with a confirm button. */
export function toastDurationMs(tone: ToastTone, options: ToastOptions = {}): number {
  return tone === 'error' && options.confirm === true ? ERROR_TOAST_CONFIRM_MS : TOAST_MS;
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

/** A short message in the corner; callable from anywhere, the ToastRegion in the root renders them. */
export function showToast(tone: ToastTone, message: string, options: ToastOptions = {}): void {
  const id = nextId++;
  emit([...toasts, { id, tone, message, confirm: tone === 'error' && options.confirm === true }]);
  setTimeout(() => dismissToast(id), toastDurationMs(tone, options));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;
