import type { FormSettings } from '#core/forms';
import { type SettingNote, settingNotes } from './settings';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from './answer-flow-messages';

/** "Before you answer": the author's settings that matter to the person, in plain words. */
export function SettingNotes({ settings }: { settings: FormSettings }) {
  const t = useT(answerFlowMessages);
  const formatDate = useDateFormat();
  const notes = settingNotes(settings);
  if (notes.length === 0) return null;
  const text = (note: SettingNote) => {
    if (note.id === 'answerFlow.note.maxAnswers') return t(note.id, note.values);
    if (note.id === 'answerFlow.note.opensAt' || note.id === 'answerFlow.note.closesAt') return t(note.id, { date: formatDate(note.values.date) });
    return t(note.id);
  };
  return (
    <ul className="flow-notes" aria-label={t('answerFlow.notes')}>
      {notes.map((note) => (
        <li key={note.id} data-warning={note.warning ? 'true' : undefined}>
          {text(note)}
        </li>
      ))}
    </ul>
  );
}
