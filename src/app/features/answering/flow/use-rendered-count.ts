import { startTransition, useCallback, useEffect, useState } from 'react';
import { FIRST_SCREEN_CARDS } from '#core/forms';
import { afterPaint } from './after-paint';

/** About two screens of cards on a phone: what a person sees and reaches first (the server's first view shows as many). */
export const FIRST_CARDS = FIRST_SCREEN_CARDS;
/** Cards added per following step; each step is a transition, so typing or a tap goes first. */
export const NEXT_CARDS = 20;

/**
 * How many of a page's `total` cards to render now (issue 15): on a page of hundreds of questions
 * the first screenfuls are painted and usable at once, and the rest follow a step per frame until
 * every question is in the document (for find-in-page, screen readers and Tab, in order).
 * `renderUpTo(index)` renders at least up to that card at once, for "go to the first problem".
 * A new `pageKey` (another page, a new round) starts over from the first screenfuls.
 */
export function useRenderedCount(total: number, pageKey: string): { count: number; renderUpTo: (index: number) => void } {
  const [state, setState] = useState({ pageKey, count: FIRST_CARDS });
  if (state.pageKey !== pageKey) setState({ pageKey, count: FIRST_CARDS });
  const count = state.pageKey === pageKey ? Math.min(total, state.count) : Math.min(total, FIRST_CARDS);
  const done = count >= total;

  useEffect(() => {
    if (done) return undefined;
    return afterPaint(() => startTransition(() => {
      setState((current) => (current.pageKey === pageKey ? { pageKey, count: current.count + NEXT_CARDS } : current));
    }));
  }, [done, count, pageKey]);

  const renderUpTo = useCallback((index: number) => {
    setState((current) => (current.count > index ? current : { ...current, count: index + 1 }));
  }, []);
  return { count, renderUpTo };
}
