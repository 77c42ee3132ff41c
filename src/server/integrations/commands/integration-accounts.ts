import { and, eq } from 'drizzle-orm';
import { UserRole, UserStatus } from '#core/api';
import type { CreateIntegrationBody, IntegrationItem, IntegrationSaved, UpdateIntegrationBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow, present } from '#server/db/one-row';
import { integrateTokens, integrateUsers, users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { newClientId, newSecret, serviceUsername, unusablePasswordHash } from '../credentials';
import { getIntegration } from '../queries';
import { resolveScope, writeScope } from '../policy';

const entity = 'integrate-user';
/** What the action log keeps of an account: never a secret or its hash. */
const logged = ({ name, description, clientId, enabled, scope }: IntegrationItem) => ({ name, description, clientId, enabled, scope });
const describe = (text: string | undefined) => (text ? text : null);

/** The service user (whose direct permissions are the scope) and the account, in one transaction; the secret is answered once. */
export async function createIntegration(db: Db, actor: Actor, body: CreateIntegrationBody): Promise<IntegrationSaved> {
  const companyId = actor.company.id;
  const scope = await resolveScope(db, actor, body.scope);
  const clientId = newClientId();
  const { secret, hash } = await newSecret();
  return db.transaction(async (tx) => {
    const service = oneRow(await tx.insert(users).values({
      companyId, username: serviceUsername(clientId), name: body.name, passwordHash: unusablePasswordHash(),
      status: UserStatus.Active, role: UserRole.User,
    }).returning({ id: users.id }), 'service user');
    const account = oneRow(await tx.insert(integrateUsers).values({
      companyId, name: body.name, description: describe(body.description), clientId, secretHash: hash, userId: service.id,
    }).returning({ id: integrateUsers.id }), 'integration account');
    await writeScope(tx, service.id, scope);
    const item = await getIntegration(tx, companyId, account.id);
    await logAction(tx, actor, { type: 'create', title: 'Integration account created', entity, entityId: item.id, newData: logged(item) });
    return { ...item, clientSecret: secret };
  });
}

async function lockAccount(db: Db, companyId: number, id: number) {
  const [row] = await db.select({ userId: integrateUsers.userId }).from(integrateUsers)
    .where(and(eq(integrateUsers.id, id), eq(integrateUsers.companyId, companyId))).for('update');
  const before = await getIntegration(db, companyId, id);
  return { before, userId: present(row?.userId, 'the service user of an integration account') };

}

/**
 * Name, description, enabled and scope; a new secret on request. Disabling or a new secret ends
 * every token at once.
 */
export async function updateIntegration(db: Db, actor: Actor, body: UpdateIntegrationBody): Promise<IntegrationSaved> {
  const companyId = actor.company.id;
  const fresh = body.regenerateSecret ? await newSecret() : null;
  return db.transaction(async (tx) => {
    const { before, userId } = await lockAccount(tx, companyId, body.id);
    const scope = await resolveScope(tx, actor, body.scope, before.scope);
    await tx.update(integrateUsers).set({
      name: body.name, description: describe(body.description), enabled: body.enabled, updatedAt: new Date(),
      ...(fresh ? { secretHash: fresh.hash } : {}),
    }).where(eq(integrateUsers.id, body.id));
    await tx.update(users).set({ name: body.name, updatedAt: new Date() }).where(eq(users.id, userId));
    await writeScope(tx, userId, scope);
    if (fresh || !body.enabled) await tx.delete(integrateTokens).where(eq(integrateTokens.integrateUserId, body.id));
    const item = await getIntegration(tx, companyId, body.id);
    await logAction(tx, actor, {
      type: 'update', title: fresh ? 'Integration account updated, new secret issued' : 'Integration account updated',
      entity, entityId: item.id, oldData: logged(before), newData: { ...logged(item), ...(fresh ? { secretRegenerated: true } : {}) },
    });
    return { ...item, clientSecret: fresh?.secret ?? null };
  });
}

/** Tokens go, the account is disabled and its service user marked deleted (kept, so the log still names it). */
export async function deleteIntegration(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  const companyId = actor.company.id;
  return db.transaction(async (tx) => {
    const { before, userId } = await lockAccount(tx, companyId, id);
    await tx.delete(integrateTokens).where(eq(integrateTokens.integrateUserId, id));
    await tx.update(integrateUsers).set({ enabled: false, updatedAt: new Date() }).where(eq(integrateUsers.id, id));
    await tx.update(users).set({ status: UserStatus.Deleted, deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    await logAction(tx, actor, { type: 'delete', title: 'Integration account deleted', entity, entityId: id, oldData: logged(before) });
    return { id };
  });
}
