import { type FormImportNote, type FormImportOutcome, type FormImportSource, formImportOutcomeSchema } from '#core/api';
import { checkDesign } from '#core/forms';
import { cellProblems } from '#server/forms/table-cells';
import { importRefused } from './import-refused';

/**
 * A converter's design checked as a save would check it (schema, SPEC 5 rules, cell keys): the
 * preview shows only what "Create form" will accept. A design that fails is refused with the
 * problems as field errors under `design.`.
 */
export function importOutcome(source: FormImportSource, design: unknown, notes: readonly FormImportNote[]): FormImportOutcome {
  const parsed = formImportOutcomeSchema.safeParse({ source, design, notes });
  if (!parsed.success) {
    throw importRefused('error.importInvalid', parsed.error.issues.slice(0, 20).map((issue: { path: PropertyKey[] }) => ({ field: issue.path.map(String).join('.'), key: 'validation.invalid' })));
  }
  const problems = [...checkDesign(parsed.data.design), ...cellProblems(parsed.data.design)];
  if (problems.length > 0) throw importRefused('error.importInvalid', problems.slice(0, 20).map((p) => ({ ...p, field: `design.${p.field}` })));
  return parsed.data;
}
