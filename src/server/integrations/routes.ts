import { integrationCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { createIntegration, deleteIntegration, updateIntegration } from './commands/integration-accounts';
import { issueToken } from './commands/issue-token';
import { scopeOptions } from './policy';
import { getIntegration, listIntegrations } from './queries';
import { oauthTokenRoute } from './oauth-token-route';

const tags = ['IntegrateUser'];
const who = '(administrators, system users, IntegrateUserManage)';
const doc = (summary: string) => ({ tags, summary: `${summary} ${who}` });

/** /v1/IntegrateUser: external systems' accounts (docs/integrations.md). */
export function integrationRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, doc('The company\'s integration accounts, newest first, searched and paged'), async (req) =>
    ok(await listIntegrations(db, req.actor.company.id, req.query)));

  registerCall(app, calls.scopeOptions, doc('The permission codes the caller may grant, by group'), async (req) =>
    ok(await scopeOptions(db, req.actor)));

  registerCall(app, calls.get, doc('One account, without its secret'), async (req) =>
    ok(await getIntegration(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.create, doc('Create an account: answers its client id and its secret, once'), async (req) =>
    ok(await createIntegration(db, req.actor, req.body)));

  registerCall(app, calls.update, doc('Update name, description, enabled, scope; regenerateSecret answers a new secret once'), async (req) =>
    ok(await updateIntegration(db, req.actor, req.body)));

  registerCall(app, calls.remove, doc('Delete an account: its tokens end, its service user is marked deleted'), async (req) =>
    ok(await deleteIntegration(db, req.actor, req.params.id)));

  registerCall(app, calls.token, { tags, summary: 'Client credentials → a bearer token for one hour (anyone; rate-limited per client id)' }, async (req) =>
    ok(await issueToken(db, req.actor, req.body)));

  oauthTokenRoute(app);
}
