import type { Dispatch } from 'react';
import type { FieldProblem } from '#core/answers/validate-answers';
import type { FormDesign } from '#core/forms/form.schema';
import type { DesignerAction } from './designer-state';
import { LogicEditor } from './designer-logic-editor';

/** The logic tab (placeholder until the full rule editor lands). */
export function LogicTab({ design, problems, dispatch }: { design: FormDesign; problems: readonly FieldProblem[]; dispatch: Dispatch<DesignerAction> }) {
  return <LogicEditor design={design} problems={problems} dispatch={dispatch} />;
}
