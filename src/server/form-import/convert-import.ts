import type { FormImportOutcome } from '#core/api';
import { importRefused } from './import-refused';
import { convertNative, isNativeDocument } from './native/native-format';
import { convertXlsForm } from './xlsform/convert-xlsform';

/** One uploaded file: its name as sent and its bytes. */
export interface ImportFile {
  fileName: string;
  bytes: Buffer;
}

/** A ZIP container (what an .xlsx is) starts with "PK\3\4". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as unknown;
  } catch {
    throw importRefused('error.importUnreadable');
  }
}

/** A JSON form as SurveyJS writes it: pages or elements at the top. */
const looksLikeSurveyJs = (json: unknown) => typeof json === 'object' && json !== null && ('pages' in json || 'elements' in json);

function convertJson(json: unknown): FormImportOutcome {
  if (isNativeDocument(json)) return convertNative(json);
  // SurveyJS (issue 19): `if (looksLikeSurveyJs(json)) return convertSurveyJs(json);` once src/server/form-import/surveyjs/ is merged
  if (looksLikeSurveyJs(json)) throw importRefused('error.importUnknownFormat');
  throw importRefused('error.importUnknownFormat');
}

/**
 * Which converter reads the file, by its content (the name is only a hint): a workbook is an
 * XLSForm; JSON is this product's own format, or SurveyJS's. Anything else is refused (400).
 */
export async function convertImport(file: ImportFile): Promise<FormImportOutcome> {
  if (isZip(file.bytes)) return convertXlsForm(file.bytes, file.fileName);
  const text = file.bytes.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('{')) return convertJson(parseJson(file.bytes));
  throw importRefused('error.importUnknownFormat');
}
