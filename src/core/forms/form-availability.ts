import { FormStatus, type FormSettings } from './form.schema';

/** Why a form takes no answers now. */
export type FormUnavailable = 'notStarted' | 'closed' | 'full' | 'disabled' | 'awaitingReview' | 'deleted';

export interface AvailabilityFacts {
  status: number;
  settings: Pick<FormSettings, 'startsAt' | 'closesAt' | 'maxAnswers'>;
  /** the answers stored so far, where known: a form holding settings.maxAnswers of them is full */
  answerCount?: number;
}

/** When settings.startsAt is still ahead of `now`, that moment; else null. */
export function opensAt(settings: Pick<FormSettings, 'startsAt'>, now: Date): Date | null {
  if (!settings.startsAt) return null;
  const at = new Date(settings.startsAt);
  return at.getTime() > now.getTime() ? at : null;
}

/**
 * Whether a form takes answers at `now` (null) or why not: only a published form does, from its
 * opening moment until its closing one, and while it holds fewer than its maximum of answers.
 * The same rule for the server (which refuses) and the page (which explains).
 */
export function formAvailability(form: AvailabilityFacts, now: Date): FormUnavailable | null {
  if (form.status === FormStatus.Active) {
    const { closesAt, maxAnswers } = form.settings;
    if (opensAt(form.settings, now)) return 'notStarted';
    if (closesAt && new Date(closesAt).getTime() <= now.getTime()) return 'closed';
    if (form.answerCount !== undefined && maxAnswers !== null && form.answerCount >= maxAnswers) return 'full';
    return null;
  }
  if (form.status === FormStatus.Disable) return 'disabled';
  if (form.status === FormStatus.AwaitingReview) return 'awaitingReview';
  return 'deleted';
}
