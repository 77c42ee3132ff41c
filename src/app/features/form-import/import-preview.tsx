import { useIntl } from 'react-intl';
import type { FormImportNote, FormImportOutcome } from '#core/api';
import { allElements, displayOnlyKinds } from '#core/forms';
import { useT } from '#app/shared/i18n/use-t';
import { formImportMessages } from './form-import-messages';

function useNoteText(): (note: FormImportNote) => string {
  const t = useT(formImportMessages);
  return (note) => t.ifKnown(`import.note.${note.code}`, t('import.note.unknown'));
}

/** The form the file would become (title, counts) and every note of what was not carried over. */
export function ImportPreview({ outcome }: { outcome: FormImportOutcome }) {
  const intl = useIntl();
  const t = useT(formImportMessages);
  const noteText = useNoteText();
  const { design, notes } = outcome;
  const questions = allElements(design).filter((e) => !displayOnlyKinds.includes(e.kind)).length;
  return (
    <section className="card form-import-preview" aria-labelledby="form-import-preview-heading">
      <h2 id="form-import-preview-heading">{t('import.preview')}</h2>
      <dl className="form-import-facts">
        <dt>{t('import.source')}</dt><dd>{t(`import.source.${outcome.source}`)}</dd>
        <dt>{t('import.formTitle')}</dt><dd>{design.title}</dd>
        <dt>{t('import.pages')}</dt><dd>{intl.formatNumber(design.phases.length)}</dd>
        <dt>{t('import.questions')}</dt><dd>{intl.formatNumber(questions)}</dd>
        <dt>{t('import.rules')}</dt><dd>{intl.formatNumber(design.logic.length)}</dd>
      </dl>
      {notes.length === 0 ? <p>{t('import.allCarried')}</p> : (
        <>
          <h3 id="form-import-notes-heading">{t('import.notes', { count: notes.length })}</h3>
          <p className="muted">{t('import.notesHelp')}</p>
          <div className="form-import-scroll">
            <table className="form-import-notes" aria-labelledby="form-import-notes-heading">
              <thead>
                <tr><th scope="col">{t('import.where')}</th><th scope="col">{t('import.what')}</th><th scope="col">{t('import.detail')}</th></tr>
              </thead>
              <tbody>
                {notes.map((note, index) => (
                  <tr key={`${note.where}-${note.code}-${String(index)}`}>
                    <td>{note.where}</td>
                    <td>{noteText(note)}</td>
                    <td>{note.detail && <code>{note.detail}</code>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
