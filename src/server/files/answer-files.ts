import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Answers, type FileRef, isFileList } from '#core/answers';
import { fileTypeAccepted } from '#core/answers';
import type { FieldProblem } from '#core/i18n';
import { type FormDesign, allElements } from '#core/forms';
import type { Db } from '#server/db/connect';
import { files } from '#server/db/schema/index';
import { validationError } from '#server/http/api-error';

/**
 * Attachments of a submission must be files this company's storage holds (not deleted), and the
 * stored file (its type by content and its size, not what the page claims) must fit the element.
 * Pass the answers core accepted (hidden elements dropped). Throws a validation ApiError naming
 * the element otherwise.
 */
export async function checkAnswerFiles(db: Db, companyId: number, design: FormDesign, answers: Answers): Promise<void> {
  const attached = allElements(design).filter((e) => e.kind === 'attachment').map((element) => {
    const value = answers[element.id];
    return { element, refs: isFileList(value) ? value : ([] as FileRef[]) };
  }).filter((a) => a.refs.length > 0);
  const keys = [...new Set(attached.flatMap((a) => a.refs.map((r) => r.key).filter((k): k is string => Boolean(k))))];
  const rows = keys.length === 0 ? [] : await db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType, name: files.name, size: files.size })
    .from(files).where(and(eq(files.companyId, companyId), inArray(files.storageKey, keys), isNull(files.deletedAt)));
  const stored = new Map(rows.map((row) => [row.storageKey, row]));

  const problems: FieldProblem[] = [];
  for (const { element, refs } of attached) {
    const found = refs.map((ref) => (ref.key ? stored.get(ref.key) : undefined));
    const maxBytes = element.maxFileSizeMb === undefined ? null : element.maxFileSizeMb * 1024 * 1024;
    if (found.some((row) => !row)) problems.push({ field: element.id, key: 'validation.fileNotUploaded' });
    else if (found.some((row) => row && !fileTypeAccepted(element.acceptTypes, { name: row.name, type: row.mimeType }))) problems.push({ field: element.id, key: 'validation.fileType' });
    else if (maxBytes !== null && found.some((row) => row && row.size > maxBytes)) {
      problems.push({ field: element.id, key: 'validation.fileTooLarge', values: { max: element.maxFileSizeMb ?? 0 } });
    }
  }
  if (problems.length > 0) throw validationError(problems);
}
