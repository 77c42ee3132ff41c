import { useIntl } from 'react-intl';
import type { FormSettings } from '#core/forms';
import { settingNotes } from './settings';
import { useDateFormat } from '#app/shared/i18n/use-date-time';

/** "Before you answer": the author's settings that matter to the person, in plain words. */
export function SettingNotes({ settings }: { settings: FormSettings }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const notes = settingNotes(settings);
  if (notes.length === 0) return null;
  const format = (values: Record<string, string | number | Date> = {}) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v instanceof Date ? formatDate(v) : v]));
  return (
    <ul className="flow-notes" aria-label={intl.formatMessage({ id: 'answerFlow.notes' })}>
      {notes.map((note) => (
        <li key={note.id} data-warning={note.warning ? 'true' : undefined}>
          {intl.formatMessage({ id: note.id }, format(note.values))}
        </li>
      ))}
    </ul>
  );
}
