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
