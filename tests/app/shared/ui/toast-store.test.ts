import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, showToast } from '#app/shared/ui/toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Whether the toast with this message is still on screen `ms` after it was shown. */
function shownAfter(ms: number, tone: 'success' | 'info' | 'error', message: string, confirm?: boolean): boolean {
  showToast(tone, message, confirm === undefined ? {} : { confirm });
  vi.advanceTimersByTime(ms);
  return currentToasts().some((toast) => toast.message === message);
}

describe('toast durations (SPEC 9)', () => {
  it('shows success and info 1.5 s', () => {
    expect(shownAfter(1499, 'success', 'saved')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(currentToasts().some((toast) => toast.message === 'saved')).toBe(false);
    expect(shownAfter(1500, 'info', 'noted')).toBe(false);
  });

  it('shows an error 1.5 s, without a confirm button', () => {
    expect(shownAfter(1499, 'error', 'failed')).toBe(true);
    expect(currentToasts().find((toast) => toast.message === 'failed')?.confirm).toBe(false);
    vi.advanceTimersByTime(1);
    expect(currentToasts().some((toast) => toast.message === 'failed')).toBe(false);
  });

  it('keeps an error to confirm 15 s, with its confirm button', () => {
    expect(shownAfter(14_999, 'error', 'read me', true)).toBe(true);
    expect(currentToasts().find((toast) => toast.message === 'read me')?.confirm).toBe(true);
    vi.advanceTimersByTime(1);
    expect(currentToasts().some((toast) => toast.message === 'read me')).toBe(false);
  });

  it('gives a success no confirm button and no longer time even when asked', () => {
    expect(shownAfter(1500, 'success', 'done', true)).toBe(false);
  });
});
