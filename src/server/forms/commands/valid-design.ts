import type { FormDesign } from '#core/forms';
import { checkDesign } from '#core/forms';
import { validationError } from '#server/domain/domain-error';
import { cellProblems } from '../table-cells';

/** SPEC 5 design rules and the cell keys, as 400 field errors under `design.`; nothing is written. */
export function assertValidDesign(design: FormDesign): void {
  const problems = [...checkDesign(design), ...cellProblems(design)];
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p, field: `design.${p.field}` })));
}
