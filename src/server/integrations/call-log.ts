import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { actionLogs, integrateUsers } from '#server/db/schema/index';

const secretName = /token|secret|pass|key|sig|code|auth/i;

/** The path and query as called, with the values of parameters that may carry a secret hidden. */
export function loggedPath(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) if (secretName.test(name)) params.set(name, '***');
  return `${path}?${params.toString()}`;
}

/**
 * One action-log row per bearer call (type `integration-call`) and the account's last use. Written
 * before the reply leaves (onSend), so a client that got its answer can already find the row.
 */
export function installCallLog(app: FastifyInstance) {
  app.decorateRequest('integration', null);
  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    const account = req.integration;
    if (!account || !req.user) return payload;
    const path = loggedPath(req.url);
    try {
      await app.db.transaction(async (tx) => {
        await tx.insert(actionLogs).values({
          companyId: req.company.id, userId: req.user!.id, userName: req.user!.username, type: 'integration-call',
          title: `${req.method} ${path}`, entity: 'integrate-user', entityId: String(account.accountId),
          newData: { method: req.method, path, status: reply.statusCode }, ip: req.ip,
        });
        await tx.update(integrateUsers).set({ lastUsedAt: new Date() }).where(eq(integrateUsers.id, account.accountId));
      });
    } catch (error) {
      req.log.error({ err: error }, 'integration call log failed');
    }
    return payload;
  });
}
