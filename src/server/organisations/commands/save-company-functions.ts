import { eq } from 'drizzle-orm';
import type { SaveCompanyPermissionsBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { companyPermissions } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { knownPermissionIds } from '#server/security/catalogue-queries';
import { checkFunctionGrant, companyFunctionIds } from '../policy';

/** Inside the caller's transaction: the company's functions become exactly these, with the action-log row. */
export async function replaceFunctions(tx: Db, actor: Actor, companyId: number, ids: readonly number[], title: string): Promise<void> {
  const before = await companyFunctionIds(tx, companyId);
  await tx.delete(companyPermissions).where(eq(companyPermissions.companyId, companyId));
  if (ids.length > 0) await tx.insert(companyPermissions).values(ids.map((permissionId) => ({ companyId, permissionId })));
  await logAction(tx, actor, {
    type: 'update', title, entity: 'company-functions', entityId: companyId,
    oldData: { permissionIds: before }, newData: { permissionIds: ids },
  });
}

/** save-permission: the company's functions become exactly these (empty = the whole catalogue). */
export async function saveCompanyFunctions(db: Db, actor: Actor, body: SaveCompanyPermissionsBody) {
  const ids = await knownPermissionIds(db, body.permissionIds);
  await checkFunctionGrant(db, actor, [body.companyId], ids);
  await db.transaction((tx) => replaceFunctions(tx, actor, body.companyId, ids, 'Company functions saved'));
  return { companyId: body.companyId, permissionIds: ids };
}
