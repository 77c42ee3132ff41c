import { ErrorCode, type FormImportOutcome } from '#core/api';
import { ApiError } from '#server/http/api-error';
import { importOutcome } from './import-outcome';
import { importRefused } from './import-refused';
import { convertNative, isNativeDocument } from './native/native-format';
import { SurveyJsImportError, convertSurveyJs } from './surveyjs/index';
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

/** A JSON form as SurveyJS writes it: pages, or elements (older files: questions) at the top. */
const looksLikeSurveyJs = (json: unknown) => typeof json === 'object' && json !== null && ('pages' in json || 'elements' in json || 'questions' in json);

/** SurveyJS's converter, its refusals as 400s, its design checked as a save checks it. */
function convertSurveyJsFile(json: unknown): FormImportOutcome {
  try {
    const outcome = convertSurveyJs(json);
    return importOutcome('surveyjs', outcome.design, outcome.notes);
  } catch (error) {
    if (error instanceof SurveyJsImportError) throw new ApiError(400, ErrorCode.BadRequest, { key: error.messageKey });
    throw error;
  }
}

function convertJson(json: unknown): FormImportOutcome {
  if (isNativeDocument(json)) return convertNative(json);
  if (looksLikeSurveyJs(json)) return convertSurveyJsFile(json);
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
