import type { FastifyRequest } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import type { CopyFunctionsBody, FunctionItem, SaveCompanyPermissionsBody } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { companyPermissions, permissionGroups, permissions } from '#server/db/schema/index';
import { forbidden, notFound } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { badField } from '#server/security/guards';
import { companyFunctionIds } from './company-read';
import { inScope } from './org-scope';

/**
 * Functions are handed down: a non-system actor changes only companies below their own, and only
 * within what their own company may use (a limited company cannot lift the limit of another).
 */
async function checkGrant(db: Db, req: FastifyRequest, actor: UserRow, targets: readonly number[], ids: readonly number[]) {
  const found = await inScope(db, actor, targets);
  if (targets.some((id) => !found.has(id))) throw notFound();
  if (actor.isSystem) return;
  if (targets.some((id) => id === actor.companyId || id === req.company.id)) throw forbidden('error.ownCompanyFunctions');
  const own = await companyFunctionIds(db, actor.companyId);
  if (own.length === 0) return;
  const allowed = new Set(own);
  if (ids.length === 0 || ids.some((id) => !allowed.has(id))) throw forbidden('error.functionsBeyondOwn');
}

async function checkKnown(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, unique));
  if (rows.length !== unique.length) throw badField('permissionIds', 'validation.unknownPermission');
  return unique;
}

async function replaceFunctions(tx: Db, req: FastifyRequest, companyId: number, ids: readonly number[], title: string) {
  const before = await companyFunctionIds(tx, companyId);
  await tx.delete(companyPermissions).where(eq(companyPermissions.companyId, companyId));
  if (ids.length > 0) await tx.insert(companyPermissions).values(ids.map((permissionId) => ({ companyId, permissionId })));
  await logAction(tx, req, {
    type: 'update', title, entity: 'company-functions', entityId: companyId,
    oldData: { permissionIds: before }, newData: { permissionIds: ids },
  });
}

/** save-permission: the company's functions become exactly these (empty = the whole catalogue). */
export async function saveCompanyFunctions(db: Db, req: FastifyRequest, actor: UserRow, body: SaveCompanyPermissionsBody): Promise<number[]> {
  const ids = await checkKnown(db, body.permissionIds);
  await checkGrant(db, req, actor, [body.companyId], ids);
  await db.transaction((tx) => replaceFunctions(tx, req, body.companyId, ids, 'Company functions saved'));
  return ids;
}

/** copy-functions: each target gets the source's functions; the source must be in scope too. */
export async function copyCompanyFunctions(db: Db, req: FastifyRequest, actor: UserRow, body: CopyFunctionsBody) {
  if (!(await inScope(db, actor, [body.fromCompanyId])).has(body.fromCompanyId)) throw notFound();
  const targets = [...new Set(body.toCompanyIds)].filter((id) => id !== body.fromCompanyId);
  if (targets.length === 0) throw badField('toCompanyIds', 'validation.required');
  const ids = await companyFunctionIds(db, body.fromCompanyId);
  await checkGrant(db, req, actor, targets, ids);
  await db.transaction(async (tx) => {
    for (const target of targets) await replaceFunctions(tx, req, target, ids, `Company functions copied from ${body.fromCompanyId}`);
  });
  return { companyIds: targets, permissionIds: ids };
}

/** function-catalogue: what the actor may hand out: the whole catalogue, or their own company's functions when it is limited. */
export async function functionCatalogue(db: Db, actor: UserRow): Promise<FunctionItem[]> {
  const rows = await db.select({ id: permissions.id, code: permissions.code, name: permissions.name, groupId: permissionGroups.id, groupName: permissionGroups.name })
    .from(permissions).leftJoin(permissionGroups, eq(permissionGroups.id, permissions.groupId))
    .orderBy(asc(permissionGroups.order), asc(permissionGroups.id), asc(permissions.id));
  if (actor.isSystem) return rows;
  const own = new Set(await companyFunctionIds(db, actor.companyId));
  return own.size === 0 ? rows : rows.filter((r) => own.has(r.id));
}
