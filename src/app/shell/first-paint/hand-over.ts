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
 * Says whether the app holds everything typed into the first view; when it does not, it takes
 * what is new (a render follows) and the first view stays until the next check says yes.
 */
type FirstViewTaker = () => boolean;
let taker: FirstViewTaker | null = null;

/** The answering page takes what is typed into the first view before it replaces it (D86); null: nothing to take. */
export function takeFirstViewWith(next: FirstViewTaker | null): void {
  taker = next;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;
const isChoice = (element: Element): boolean => element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
const isTextControl = (element: Element): element is TextControl =>
  (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && !isChoice(element);

/** The live page's control for the first view's focused one: the same question, the same choice. */
function liveControl(active: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, root: HTMLElement): HTMLElement | null {
  const question = active.closest<HTMLElement>('[data-question]')?.dataset.question;
  const card = question ? root.querySelector(`[data-element-id="${CSS.escape(question)}"]`) : null;
  if (!card) return null;
  if (isChoice(active)) return card.querySelector<HTMLElement>(`input[value="${CSS.escape(active.value)}"]`);
  return card.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button');
}

/** The person keeps typing where they were: focus and caret move to the live page's field. */
function carryFocus(active: Element | null, firstPaint: HTMLElement, root: HTMLElement): void {
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) || !firstPaint.contains(active)) return;
  const target = liveControl(active, root);
  if (!target) return;
  const selection = isTextControl(active) ? [active.selectionStart, active.selectionEnd] as const : null;
  // focus goes from field to field with both in the page (a phone's keyboard stays up): without its
  // id the first view's style no longer hides the root; it goes in this same task, before any paint
  firstPaint.removeAttribute('id');
  target.focus({ preventScroll: true });
  firstPaint.remove();
  if (!selection || !isTextControl(target)) return;
  const end = target.value.length;
  try {
    target.setSelectionRange(Math.min(selection[0] ?? end, end), Math.min(selection[1] ?? end, end));
  } catch {
    // a field type without a caret (email, number): focus is enough
  }
}

/**
 * Keeps the server's first view until the app shows its own page, then removes it in the same
 * frame (a mutation observer runs before the browser paints; the first view's style hides the root
 * while it is there): the person never sees a spinner between the two, and nothing moves. What was
 * typed into it is taken by the answering page first, and the focus moves to the same field.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (!firstPaint) return;
  const observer = new MutationObserver(() => {
    if (!appIsShowing(root)) return;
    if (taker && !taker()) return;
    observer.disconnect();
    taker = null;
    carryFocus(document.activeElement, firstPaint, root);
    firstPaint.remove();
    handedOver();
  });
  observer.observe(root, { childList: true, subtree: true });
}
