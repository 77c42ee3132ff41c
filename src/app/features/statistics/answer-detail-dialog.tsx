import '#app/shared/ui/dialog.css';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { type FileRef, isFileList } from '#core/answers';
import type { AnswerDetail as Detail, AnswerRow } from '#core/api';
import { callPath, fileCalls } from '#core/api';
import type { FormElement } from '#core/forms';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { Button } from '#app/shared/ui/button';
import { answerLines } from './answer-text';
import { respondentName } from './answers-table';
import { QueryView } from './query-view';
import { answerDetailQuery } from './statistics-api';
import { useAnswerWords } from './use-answer-words';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { statisticsMessages } from './statistics-messages';

/** Attached files open for a reader of the answers: the session cookie is the access (docs/security.md). */
function FileLinks({ files }: { files: readonly FileRef[] }) {
  return (
    <ul className="stats-detail-files">
      {files.map((file, i) => (
        <li key={file.key ?? i}>
          {file.key ? <a href={callPath(fileCalls.file, { key: file.key })} target="_blank" rel="noreferrer">{file.name}</a> : file.name}
        </li>
      ))}
    </ul>
  );
}

/** One question and its answer in words; a removed question says so under its title. */
function AnswerItem({ row, element, removedAfter }: { row: AnswerRow; element: FormElement; removedAfter?: number }) {
  const t = useT(answersMessages, commonMessages, statisticsMessages);
  const words = useAnswerWords();
  const value = row.answers[element.id];
  const lines = answerLines(element, value, { ...words, places: row.places });
  let shown: ReactNode = lines.map((line, i) => <span key={i}>{line}</span>);
  if (lines.length === 0) shown = <span className="muted">{t('answers.noAnswer')}</span>;
  else if (isFileList(value)) shown = <FileLinks files={value} />;
  return (
    <div>
      <dt>
        {element.title}
        {removedAfter !== undefined && (
          <span className="stats-removed">{t('stats.removedQuestion', { version: removedAfter })}</span>
        )}
      </dt>
      <dd>{shown}</dd>
    </div>
  );
}

function AnswerDetail({ row, elements }: { row: Detail; elements: readonly FormElement[] }) {
  const t = useT(answersMessages, commonMessages, statisticsMessages);
  return (
    <>
      <dl className="stats-detail-facts">
        <div><dt>{t('answers.respondent')}</dt><dd>{respondentName(row, t('answers.anonymous'))}</dd></div>
        {row.verifiedEmail && <div><dt>{t('answers.verifiedEmail')}</dt><dd>{row.verifiedEmail}</dd></div>}
        {row.verifiedPhone && <div><dt>{t('answers.verifiedPhone')}</dt><dd>{row.verifiedPhone}</dd></div>}
      </dl>
      <dl className="stats-detail-answers">
        {elements.map((element) => <AnswerItem key={element.id} row={row} element={element} />)}
        {row.removedQuestions.map(({ element, lastVersion }) => (
          <AnswerItem key={`removed-${element.id}`} row={row} element={element} removedAfter={lastVersion} />
        ))}
      </dl>
    </>
  );
}

/**
 * One response: every question with its answer in words. Escape or "Close" returns to the table;
 * "Print" prints the response alone (print styles in statistics.css).
 */
export function AnswerDetailDialog({ formId, row, elements, onClose }: {
  formId: number; row: AnswerRow | null; elements: readonly FormElement[]; onClose: () => void;
}) {
  const t = useT(answersMessages, commonMessages, statisticsMessages);
  const dateTime = useDateTime();
  const detail = useQuery({ ...answerDetailQuery(formId, row?.responseId ?? ''), enabled: row !== null });
  return (
    <ModalOverlay className="dialog-overlay" isOpen={row !== null} onOpenChange={(open) => { if (!open) onClose(); }} isDismissable>
      <Modal className="dialog-modal stats-detail-modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {t('answers.detailTitle', { when: row ? dateTime(row.submittedAt) : '' })}
          </Heading>
          <div className="dialog-body">
            {row && <QueryView query={detail}>{(full) => <AnswerDetail row={full} elements={elements} />}</QueryView>}
          </div>
          <div className="dialog-actions">
            <Button variant="secondary" onPress={() => window.print()}>{t('answers.print')}</Button>
            <Button variant="primary" onPress={onClose}>{t('common.close')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
