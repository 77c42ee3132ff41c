import { NATIVE_FORM_VERSION } from '#core/api';
import type { ImportNotes } from '../import-notes';

/** One step: a document of version `from` to version `from + 1` (notes say what changed for the author). */
type Migration = (document: { version: number; design?: unknown }, notes: ImportNotes) => { version: number; design?: unknown };

/** migrations[n] takes a version-n document to version n + 1; none yet (version 1 is the first). */
const migrations: Record<number, Migration> = {};

/** The document at the current version; its design is still unchecked (the caller validates it). */
export function migrateToCurrent(document: { version: number; design?: unknown }, notes: ImportNotes): { design: unknown } {
  let current = document;
  while (current.version < NATIVE_FORM_VERSION) {
    const step = migrations[current.version];
    if (!step) throw new Error(`no migration from native form version ${current.version}`);
    current = step(current, notes);
  }
  // not yet a design: importOutcome checks it as any import
  return { design: current.design };
}
