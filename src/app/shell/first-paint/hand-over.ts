import { FIRST_PAINT_ELEMENT_ID } from '#core/constants';

/** The app shows a page of its own once its root holds a main region that is not loading. */
function appIsShowing(root: HTMLElement): boolean {
  return root.querySelector('main') !== null && root.querySelector('.spinner') === null;
}

/**
 * Keeps the server's first view until the app shows its own page, then removes it in the same
 * frame (a mutation observer runs before the browser paints; the first view's style hides the root
 * while it is there): the person never sees a spinner between the two, and nothing moves.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (!firstPaint) return;
  const observer = new MutationObserver(() => {
    if (!appIsShowing(root)) return;
    observer.disconnect();
    firstPaint.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}
