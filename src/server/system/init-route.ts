import { systemCalls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { startUpData } from './start-up-data';

export function systemRoutes(app: ZodApp) {
  const summary = 'Start-up data: current user, permissions and company settings (user null when anonymous)';
  registerCall(app, systemCalls.init, { tags: ['system'], summary }, async (req) =>
    ok(await startUpData(app.db, req.actor, { session: req.session, syncUser: req.query.syncUser === 'true' })));
}
