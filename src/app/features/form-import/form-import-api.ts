import { type FormImportOutcome, formImportCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

/** What the file would become (nothing is created yet). */
export async function previewImport(file: File): Promise<FormImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await callApi(formImportCalls.preview, { body })).outcome;
}
