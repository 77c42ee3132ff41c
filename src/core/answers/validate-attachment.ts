import { ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_FILE_MB } from '../forms/design-limits';
import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerContext } from './answer-context';
import { type AnswerValue, type FileRef, fileRefSchema } from './answer.schema';

/** ".pdf" matches the name's extension, "image/*" the type's family, "application/pdf" the exact type. */
export function fileTypeAccepted(accept: readonly string[] | undefined, file: Pick<FileRef, 'name' | 'type'>): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** attachment: a list of files, at most maxFiles, each of an accepted type and within the size limit. */
export function attachmentProblem(element: FormElement, value: AnswerValue, ctx: AnswerContext): Message | null {
  if (!Array.isArray(value)) return { key: 'validation.malformed' };
  const files: FileRef[] = [];
  for (const item of value) {
    const parsed = fileRefSchema.safeParse(item);
    if (!parsed.success || (!parsed.data.key && !parsed.data.localId)) return { key: 'validation.malformed' };
    files.push(parsed.data);
  }
  const maxFiles = element.maxFiles ?? ATTACHMENT_MAX_FILES;
  if (files.length > maxFiles) return { key: 'validation.tooManyFiles', values: { max: maxFiles } };
  const maxMb = element.maxFileSizeMb ?? ATTACHMENT_MAX_FILE_MB;
  for (const file of files) {
    if (!fileTypeAccepted(element.acceptTypes, file)) return { key: 'validation.fileType' };
    if (file.size > maxMb * 1024 * 1024) return { key: 'validation.fileTooLarge', values: { max: maxMb } };
    if (ctx.requireUploaded && !file.key) return { key: 'validation.fileNotUploaded' };
  }
  return null;
}
