import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ScopeOptions } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { heldCodes } from '#server/auth/permission-subject';
import type { Db } from '#server/db/connect';
import { permissionGroups, permissions, userPermissions } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { validationError } from '#server/domain/domain-error';
import { grantableBy } from '#server/security/catalogue-queries';

interface Grantable { id: number; code: string; name: string; groupId: number | null; groupName: string | null }

/**
 * What the signed-in actor may put in an account's scope: a system user any code the company may
 * use, anyone else only the codes it holds itself, so an account never gets more than its maker.
 */
async function grantablePermissions(db: Db, actor: Actor): Promise<Grantable[]> {
  const user = signedInUser(actor);
  const companyId = actor.company.id;
  const held = user.isSystem ? null : (await heldCodes(db, user)).map((c) => c.toLowerCase());
  if (held?.length === 0) return [];
  return db.select({ id: permissions.id, code: permissions.code, name: permissions.name, groupId: permissions.groupId, groupName: permissionGroups.name })
    .from(permissions).leftJoin(permissionGroups, eq(permissionGroups.id, permissions.groupId))
    .where(held ? inArray(sql`lower(${permissions.code})`, held) : grantableBy(companyId))
    .orderBy(sql`${permissionGroups.order} nulls last`, asc(permissionGroups.id), asc(permissions.id));
}

/** The codes the actor may grant, by group, for the scope picker. */
export async function scopeOptions(db: Db, actor: Actor): Promise<ScopeOptions> {
  const groups: ScopeOptions = [];
  for (const p of await grantablePermissions(db, actor)) {
    let group = groups.at(-1);
    if (group?.groupId !== p.groupId || groups.length === 0) {
      group = { groupId: p.groupId, groupName: p.groupName, permissions: [] };
      groups.push(group);
    }
    group.permissions.push({ code: p.code, name: p.name });
  }
  return groups;
}

const scopeProblem = (key: MessageKey) => validationError([{ field: 'scope', key }]);

/**
 * The permission ids of `codes` (case-insensitive). Codes the account already has may stay;
 * every code added must be one the actor may grant.
 */
export async function resolveScope(db: Db, actor: Actor, codes: readonly string[], current: readonly string[] = []): Promise<number[]> {
  const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
  if (wanted.length === 0) return [];
  const known = await db.select({ id: permissions.id, code: permissions.code }).from(permissions)
    .where(inArray(sql`lower(${permissions.code})`, wanted));
  if (known.length !== wanted.length) throw scopeProblem('validation.unknownPermission');
  const kept = new Set(current.map((c) => c.toLowerCase()));
  const added = known.filter((p) => !kept.has(p.code.toLowerCase()));
  if (added.length > 0) {
    const allowed = new Set((await grantablePermissions(db, actor)).map((p) => p.id));
    if (added.some((p) => !allowed.has(p.id))) throw scopeProblem('validation.scopeNotHeld');
  }
  return known.map((p) => p.id);
}

/** Replaces the service user's direct permissions: they are the account's scope. */
export async function writeScope(db: Db, userId: number, permissionIds: readonly number[]): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (permissionIds.length > 0) await db.insert(userPermissions).values(permissionIds.map((permissionId) => ({ userId, permissionId })));
}
