import type { FormSettings } from '#core/forms';

/** One line of "before you answer": a message id of answer-flow-messages and its values. */
export interface SettingNote {
  id: string;
  values?: Record<string, string | number | Date>;
  /** shown as a warning: answering now will probably be refused */
  warning?: boolean;
}

/** What the author's settings mean for the person answering, said before the first question. */
export function settingNotes(settings: FormSettings, now: Date = new Date()): SettingNote[] {
  const notes: SettingNote[] = [];
  if (settings.answerLimit) notes.push({ id: 'answerFlow.note.onePerPerson' });
  if (settings.maxAnswers !== null) notes.push({ id: 'answerFlow.note.maxAnswers', values: { count: settings.maxAnswers } });
  if (settings.startsAt && new Date(settings.startsAt) > now) {
    notes.push({ id: 'answerFlow.note.opensAt', values: { date: new Date(settings.startsAt) }, warning: true });
  }
  if (settings.closesAt) {
    const closes = new Date(settings.closesAt);
    notes.push(closes > now ? { id: 'answerFlow.note.closesAt', values: { date: closes } } : { id: 'answerFlow.note.closed', warning: true });
  }
  if (settings.verification === 'email') notes.push({ id: 'answerFlow.note.verifyEmail' });
  if (settings.verification === 'sms') notes.push({ id: 'answerFlow.note.verifyPhone' });
  if (settings.requireCaptcha) notes.push({ id: 'answerFlow.note.captcha' });
  return notes;
}
