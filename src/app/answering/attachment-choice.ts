import type { FileRef } from '#core/answers';
import { fileTypeAccepted } from '#core/answers';
import { ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_FILE_MB } from '#core/forms';
import type { FormElement } from '#core/forms';
import type { Message } from '#core/i18n';

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

export interface ChoiceCheck<T extends ChosenFile> {
  /** the files to keep, in the order chosen */
  accepted: T[];
  /** the files refused, each with core's message */
  refused: { name: string; message: Message }[];
}

/** The limits the page shows and checks, as core checks them (validate-attachment.ts). */
export function attachmentLimits(element: FormElement) {
  return { maxFiles: element.maxFiles ?? ATTACHMENT_MAX_FILES, maxMb: element.maxFileSizeMb ?? ATTACHMENT_MAX_FILE_MB };
}

/** Sorts newly chosen files into those kept and those refused by type, size or count, before anything is stored. */
export function checkChosenFiles<T extends ChosenFile>(element: FormElement, current: readonly FileRef[], chosen: readonly T[]): ChoiceCheck<T> {
  const { maxFiles, maxMb } = attachmentLimits(element);
  const result: ChoiceCheck<T> = { accepted: [], refused: [] };
  for (const file of chosen) {
    if (!fileTypeAccepted(element.acceptTypes, file)) result.refused.push({ name: file.name, message: { key: 'validation.fileType' } });
    else if (file.size > maxMb * 1024 * 1024) result.refused.push({ name: file.name, message: { key: 'validation.fileTooLarge', values: { max: maxMb } } });
    else if (current.length + result.accepted.length >= maxFiles) result.refused.push({ name: file.name, message: { key: 'validation.tooManyFiles', values: { max: maxFiles } } });
    else result.accepted.push(file);
  }
  return result;
}

/** "820 KB", "3.4 MB" in the person's language. */
export function fileSizeParts(size: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' } {
  if (size < 1024) return { value: size, unit: 'byte' };
  if (size < 1024 * 1024) return { value: Math.round(size / 1024), unit: 'kilobyte' };
  return { value: Math.round((size / (1024 * 1024)) * 10) / 10, unit: 'megabyte' };
}
