import { defineCall } from './define-call';
import { formImportPreviewSchema } from '../form-import.contract';
import { formIdParamsSchema } from '../forms.contract';

const form = '/api/v1/form';

/** Issue 19: preview an import, and a form's own JSON (docs/form-import.md). */
export const formImportCalls = {
  /** multipart `file`: what it would become; writes nothing */
  preview: defineCall({ method: 'POST', path: `${form}/import/preview`, body: 'multipart', reply: formImportPreviewSchema, permission: 'signed-in' }),
  /** the file `{format: "survey-form", version, design}`, for whoever may read the design (the handler checks the form) */
  exportJson: defineCall({ method: 'GET', path: `${form}/:id/export-json`, params: formIdParamsSchema, reply: 'raw', permission: 'signed-in' }),
};
