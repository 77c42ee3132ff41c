import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logIntegrationCall } from '#server/integrations/call-log';

/**
 * One action-log row per bearer call and the account's last use (integrations/call-log.ts). Written
 * before the reply leaves (onSend), so a client that got its answer can already find the row.
 */
export function installCallLog(app: FastifyInstance) {
  app.decorateRequest('integration', null);
  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    const account = req.integration;
    if (!account || !req.user) return payload;
    try {
      await logIntegrationCall(app.db, {
        companyId: req.company.id, user: req.user, accountId: account.accountId,
        method: req.method, url: req.url, status: reply.statusCode, ip: req.ip,
      });
    } catch (error) {
      req.log.error({ err: error }, 'integration call log failed');
    }
    return payload;
  });
}
