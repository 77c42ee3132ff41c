import { type FormImportOutcome, NATIVE_FORM_FORMAT, NATIVE_FORM_VERSION, type NativeFormDocument } from '#core/api';
import type { FormDesign } from '#core/forms';
import { ImportNotes } from '../import-notes';
import { importOutcome } from '../import-outcome';
import { importRefused } from '../import-refused';
import { migrateToCurrent } from './native-migrations';

/** A form's own JSON (what "Download as JSON" gives): the format's name, its version and the design. */
export function exportNativeForm(design: FormDesign): NativeFormDocument {
  return { format: NATIVE_FORM_FORMAT, version: NATIVE_FORM_VERSION, design };
}

/** True when `json` says it is this product's own form JSON (any version). */
export function isNativeDocument(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { format?: unknown }).format === NATIVE_FORM_FORMAT;
}

/** The organisation a form belongs to is a row of the installation it came from: the new form has none. */
function withoutOrganisation(design: object, notes: ImportNotes): object {
  // still the file's JSON, not yet checked: settings may be anything
  const settings: unknown = (design as { settings?: unknown }).settings;
  if (typeof settings !== 'object' || settings === null) return design;
  const { organisationId } = settings as { organisationId?: unknown };
  if (organisationId === undefined || organisationId === null) return design;
  notes.add('settings.organisationId', 'organisationNotCarried', JSON.stringify(organisationId));
  return { ...design, settings: { ...settings, organisationId: null, formType: 'individual' } };
}

/**
 * The design of a form's own JSON, brought to the current version, then checked as any import.
 * A later version than this installation knows is refused (it may hold what this one would drop).
 */
export function convertNative(json: unknown): FormImportOutcome {
  const version = (json as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > NATIVE_FORM_VERSION) {
    throw importRefused('error.importNativeVersion');
  }
  const notes = new ImportNotes();
  const { design } = migrateToCurrent(json as { version: number }, notes);
  if (typeof design !== 'object' || design === null) throw importRefused('error.importInvalid');
  return importOutcome('native', withoutOrganisation(design, notes), notes.all());
}
