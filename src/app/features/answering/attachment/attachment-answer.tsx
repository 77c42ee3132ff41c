import './attachment-answer.css';
import { use, useEffect, useId, useRef, useState } from 'react';
import { DropZone, type DropItem, FileTrigger, isFileDropItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { type FileRef, isFileList } from '#core/answers';
import { dropAttachment, keepAttachment } from '#offline/index';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Button } from '#app/shared/ui/button';
import type { AnswerRendererProps } from '../kinds/renderer-props';
import { PlainError, PlainLabelText } from '../kinds/parts';
import { attachmentLimits, checkChosenFiles, fileSizeParts } from './attachment-choice';
import { AttachmentFormContext } from './attachment-form-context';
import { AnswerPreviewContext } from '../flow/preview-context';
import { useT } from '#app/shared/i18n/use-t';
import { attachmentMessages } from './attachment-messages';

function isStorageFull(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name ?? '';
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

/**
 * Files attached to an answer. Each chosen file is checked as core checks it, then kept as a Blob
 * in IndexedDB, so this works offline; the outbox uploads it when the answer is sent (docs/files.md).
 */
export function AttachmentAnswer({ element, value, onChange, onBlur, errorMessage }: AnswerRendererProps) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = useT(attachmentMessages);
  const formId = use(AttachmentFormContext) ?? 0;
  const preview = use(AnswerPreviewContext);
  const files: FileRef[] = isFileList(value) ? value : [];
  // several choices in a row each add to what the previous one kept
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const [notes, setNotes] = useState<string[]>([]);
  const titleId = useId();
  const errorId = useId();
  const { maxFiles, maxMb } = attachmentLimits(element);

  const add = async (chosen: File[]) => {
    const { accepted, refused } = checkChosenFiles(element, latest.current, chosen);
    const problems = refused.map((r) => t('attachment.refused', { name: r.name, reason: domain(r.message) }));
    const kept: FileRef[] = [];
    for (const file of accepted) {
      try {
        kept.push(preview ? { name: file.name, size: file.size, type: file.type } : await keepAttachment(formId, file, file.name, file.type));
      } catch (error) {
        problems.push(t(isStorageFull(error) ? 'attachment.storageFull' : 'attachment.keepFailed'));
        break;
      }
    }
    setNotes(problems);
    if (kept.length > 0) {
      latest.current = [...latest.current, ...kept];
      onChange(latest.current);
    }
    onBlur();
  };

  const remove = (ref: FileRef) => {
    const rest = latest.current.filter((f) => f !== ref);
    latest.current = rest;
    onChange(rest.length > 0 ? rest : undefined);
    if (ref.localId) void dropAttachment(ref.localId);
  };

  const onDrop = async (items: DropItem[]) => {
    await add(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())));
  };

  const size = (bytes: number) => {
    const { value: amount, unit } = fileSizeParts(bytes);
    return intl.formatNumber(amount, { style: 'unit', unit, unitDisplay: 'short' });
  };
  const hints = [t('attachment.limits', { maxFiles, maxMb })];
  if (element.acceptTypes && element.acceptTypes.length > 0) hints.push(t('attachment.types', { types: element.acceptTypes.join(', ') }));

  return (
    <div className="field attachment-answer" role="group" aria-labelledby={titleId} aria-describedby={errorMessage ? errorId : undefined} data-invalid={errorMessage ? true : undefined}>
      <span id={titleId} className="field-label"><PlainLabelText element={element} /></span>
      <p className="field-description">{hints.join(' · ')}</p>
      <DropZone className="attachment-drop" aria-label={t('attachment.dropLabel', { title: element.title })} onDrop={(event) => void onDrop(event.items)}>
        <FileTrigger
          allowsMultiple={maxFiles - files.length > 1}
          {...(element.acceptTypes && { acceptedFileTypes: element.acceptTypes })}
          onSelect={(list) => void add(list ? Array.from(list) : [])}
        >
          <Button isDisabled={files.length >= maxFiles}>{t('attachment.choose')}</Button>
        </FileTrigger>
        <span className="muted">{t('attachment.drop')}</span>
      </DropZone>
      {files.length > 0 && (
        <ul className="attachment-list" aria-label={t('attachment.list')}>
          {files.map((file) => (
            <li key={file.key ?? file.localId ?? file.name} className="attachment-item">
              <span className="attachment-name">{file.name}</span>
              <span className="muted attachment-size">{size(file.size)}</span>
              <Button variant="quiet" aria-label={t('attachment.remove', { name: file.name })} onPress={() => remove(file)}>✕</Button>
            </li>
          ))}
        </ul>
      )}
      {files.some((f) => !f.key) && <p className="muted">{t('attachment.waiting')}</p>}
      {notes.length > 0 && (
        <ul className="field-error attachment-notes" role="alert">
          {notes.map((note) => <li key={note}>{note}</li>)}
        </ul>
      )}
      <PlainError id={errorId} message={errorMessage} />
    </div>
  );
}
