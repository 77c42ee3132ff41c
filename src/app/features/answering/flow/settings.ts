import type { FormSettings } from '#core/forms';

/** One line of "before you answer": a message id of answer-flow-messages and its values. */
export type SettingNote = {
  /** shown as a warning: answering now will probably be refused */
  warning?: boolean;
} & (
  | { id: `answerFlow.note.${'onePerPerson' | 'closed' | 'verifyEmail' | 'verifyPhone' | 'captcha'}`; values?: undefined }
  | { id: 'answerFlow.note.maxAnswers'; values: { count: number } }
  | { id: 'answerFlow.note.opensAt' | 'answerFlow.note.closesAt'; values: { date: Date } }
);

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
