import { eq } from 'drizzle-orm';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
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

/** One call of an integration account, as answered. */
export interface IntegrationCall {
  companyId: number;
  user: UserRow;
  accountId: number;
  method: string;
  url: string;
  status: number;
  ip: string;
}

/** One action-log row (type `integration-call`, secrets of the query hidden) and the account's last use, together. */
export async function logIntegrationCall(db: Db, call: IntegrationCall): Promise<void> {
  const path = loggedPath(call.url);
  await db.transaction(async (tx) => {
    await tx.insert(actionLogs).values({
      companyId: call.companyId, userId: call.user.id, userName: call.user.username, type: 'integration-call',
      title: `${call.method} ${path}`, entity: 'integrate-user', entityId: String(call.accountId),
      newData: { method: call.method, path, status: call.status }, ip: call.ip,
    });
    await tx.update(integrateUsers).set({ lastUsedAt: new Date() }).where(eq(integrateUsers.id, call.accountId));
  });
}
