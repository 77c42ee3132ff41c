import type { FormImportOutcome } from '#core/api';
import type { FormDesign } from '#core/forms';
import { ImportNotes } from '../import-notes';
import { importOutcome } from '../import-outcome';
import { importRefused } from '../import-refused';
import { NATIVE_FORMAT, NATIVE_VERSION, type NativeDocument, migrateToCurrent } from './native-migrations';

/** A form's own JSON (what "Download as JSON" gives): the format's name, its version and the design. */
export function exportNativeForm(design: FormDesign): NativeDocument {
  return { format: NATIVE_FORMAT, version: NATIVE_VERSION, design };
}

/** True when `json` says it is this product's own form JSON (any version). */
export function isNativeDocument(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { format?: unknown }).format === NATIVE_FORMAT;
}

/**
 * The design of a form's own JSON, brought to the current version, then checked as any import.
 * A later version than this installation knows is refused (it may hold what this one would drop).
 */
export function convertNative(json: unknown): FormImportOutcome {
  const version = (json as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > NATIVE_VERSION) {
    throw importRefused('error.importNativeVersion');
  }
  const notes = new ImportNotes();
  const current = migrateToCurrent(json as { version: number }, notes);
  return importOutcome('native', current.design, notes.all());
}
