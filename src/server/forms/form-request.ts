import type { FastifyRequest } from 'fastify';
import type { FormAccess } from '#core/forms';
import type { FormDesign } from '#core/forms';
import { checkDesign } from '#core/forms';
import { requireUser } from '#server/auth/current-user';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { validationError } from '#server/http/api-error';
import { assertFormAccess, loadForm } from './form-access';
import type { FormRow } from './form-view';
import { cellProblems } from './table-cells';

export interface OpenedForm {
  user: UserRow;
  form: FormRow;
  access: FormAccess;
}

/** The signed-in user (401), the live form of the company (404) and what the user may do with it (403). */
export async function openForm(db: Db, req: FastifyRequest, id: number, need: 'read' | 'edit' | 'own'): Promise<OpenedForm> {
  const user = requireUser(req);
  const form = await loadForm(db, req.company.id, id);
  const access = await assertFormAccess(db, user, form, need);
  return { user, form, access };
}

/** SPEC 5 design rules and the cell keys, as 400 field errors under `design.`; nothing is written. */
export function assertValidDesign(design: FormDesign): void {
  const problems = [...checkDesign(design), ...cellProblems(design)];
  if (problems.length > 0) throw validationError(problems.map((p) => ({ ...p, field: `design.${p.field}` })));
}
