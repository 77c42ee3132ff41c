import { z } from 'zod';
import { formDesignSchema } from '../forms';

/** Where an imported form came from (issue 19): XLSForm (ODK, Kobo), SurveyJS JSON, or this product's own JSON. */
export const formImportSources = ['xlsform', 'surveyjs', 'native'] as const;
export type FormImportSource = (typeof formImportSources)[number];

/**
 * One thing of the source the import could not carry over as it was (a question type, a constraint,
 * a relevance expression, a setting), listed to the author before the form is created: never dropped
 * silently. `code` is translated by the client (messages `import.note.<code>`); `where` names the
 * place in the source (sheet and row, or the SurveyJS element's name); `detail` quotes the source.
 */
export const formImportNoteSchema = z.object({
  where: z.string().max(500),
  code: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/).max(60),
  detail: z.string().max(2000).default(''),
});
export type FormImportNote = z.infer<typeof formImportNoteSchema>;

/** What a converter makes of a source: the design to create, and what it could not map. */
export const formImportOutcomeSchema = z.object({
  source: z.enum(formImportSources),
  design: formDesignSchema,
  notes: z.array(formImportNoteSchema).max(5000),
});
export type FormImportOutcome = z.infer<typeof formImportOutcomeSchema>;

/** An import preview's upload: one file (multipart field `file`), at most this many bytes. */
export const FORM_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** POST form/import/preview: what the file would become; "Create form" then sends `outcome.design` to form/create. */
export const formImportPreviewSchema = z.object({ outcome: formImportOutcomeSchema });
export type FormImportPreview = z.infer<typeof formImportPreviewSchema>;

/** The name and current version of this product's own form JSON (a later design change raises the version, with a migration). */
export const NATIVE_FORM_FORMAT = 'survey-form';
export const NATIVE_FORM_VERSION = 1;

/** GET form/{id}/export-json: the form in this product's own JSON, which the import reads back. */
export const nativeFormDocumentSchema = z.object({
  format: z.literal(NATIVE_FORM_FORMAT),
  version: z.number().int().positive(),
  design: formDesignSchema,
});
export type NativeFormDocument = z.infer<typeof nativeFormDocumentSchema>;
