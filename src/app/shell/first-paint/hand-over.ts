import { FIRST_PAINT_ELEMENT_ID } from '#core/constants';

/** The app shows a page of its own once its root holds a main region that is not loading. */
function appIsShowing(root: HTMLElement): boolean {
  return root.querySelector('main') !== null && root.querySelector('.spinner') === null;
}

let handedOver: () => void = () => undefined;
const firstViewGone = new Promise<void>((resolve) => (handedOver = resolve));

/** The longest work after the hand-over may wait for the app's first page (a slow phone's start). */
const AT_THE_LATEST_MS = 3000;

/**
 * Resolves in a task after the app has replaced the server's first view (at once on a page without
 * one, and after three seconds at the latest): work the first page does not need (the sync
 * engine's first round) starts once the person can answer.
 */
export function afterFirstView(): Promise<void> {
  const waiting = document.getElementById(FIRST_PAINT_ELEMENT_ID) ? firstViewGone : Promise.resolve();
  const latest = new Promise<void>((resolve) => setTimeout(resolve, AT_THE_LATEST_MS));
  return Promise.race([waiting, latest]).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
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
    handedOver();
  });
  observer.observe(root, { childList: true, subtree: true });
}
