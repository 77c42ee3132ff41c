/**
 * Whether a person is filling a form right now. The answering feature calls
 * setFormInProgress(true) when the first answer is typed and setFormInProgress(false) after the
 * submission is stored (or the form is left). The update prompt never reloads while it is true.
 */
let inProgress = false;
const listeners = new Set<(inProgress: boolean) => void>();

export function setFormInProgress(value: boolean): void {
  if (inProgress === value) return;
  inProgress = value;
  for (const listener of listeners) listener(value);
}

export function isFormInProgress(): boolean {
  return inProgress;
}

export function subscribeFormActivity(listener: (inProgress: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
