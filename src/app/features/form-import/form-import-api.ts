import { type FormImportOutcome, api, formImportPreviewSchema } from '#core/api';
import { apiRequest } from '#app/shared/http/api-client';

/** What the file would become (nothing is created yet). */
export async function previewImport(file: File): Promise<FormImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await apiRequest(api.formImportPreview, { method: 'POST', body, schema: formImportPreviewSchema })).outcome;
}
