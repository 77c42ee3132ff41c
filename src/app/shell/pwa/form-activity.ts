/**
 * Whether something typed is not yet done: a form being answered (until its submission is in the
 * outbox) or a design being edited (until it is saved). The update prompt never reloads while
 * any such work is open.
 */
const openWork = new Set<string>();
const listeners = new Set<(inProgress: boolean) => void>();

export function setUnsavedWork(source: string, active: boolean): void {
  const before = openWork.size > 0;
  if (active) openWork.add(source);
  else openWork.delete(source);
  const now = openWork.size > 0;
  if (before === now) return;
  for (const listener of listeners) listener(now);
}

/** The answering feature: true from the first answer typed until the submission is stored. */
export function setFormInProgress(value: boolean): void {
  setUnsavedWork('answering', value);
}

export function isFormInProgress(): boolean {
  return openWork.size > 0;
}

export function subscribeFormActivity(listener: (inProgress: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
