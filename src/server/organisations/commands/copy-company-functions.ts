import type { CopyFunctionsBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { invalidField, notFound } from '#server/domain/domain-error';
import { checkFunctionGrant, companyFunctionIds, inScope } from '../policy';
import { replaceFunctions } from './save-company-functions';

/** copy-functions: each target gets the source's functions; the source must be in scope too. */
export async function copyCompanyFunctions(db: Db, actor: Actor, body: CopyFunctionsBody) {
  if (!(await inScope(db, signedInUser(actor), [body.fromCompanyId])).has(body.fromCompanyId)) throw notFound();
  const targets = [...new Set(body.toCompanyIds)].filter((id) => id !== body.fromCompanyId);
  if (targets.length === 0) throw invalidField('toCompanyIds', 'validation.required');
  const ids = await companyFunctionIds(db, body.fromCompanyId);
  await checkFunctionGrant(db, actor, targets, ids);
  await db.transaction(async (tx) => {
    for (const target of targets) await replaceFunctions(tx, actor, target, ids, `Company functions copied from ${body.fromCompanyId}`);
  });
  return { companyIds: targets, permissionIds: ids };
}
