import { eq } from 'drizzle-orm';
import type { ZodApp } from '#server/http/zod-app';
import { authCalls as calls } from '#core/api';
import { passwordProblem } from '#core/auth';
import { users } from '#server/db/schema/index';
import { validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import { logAction } from '#server/logs/action-log';
import { issueCaptcha } from './captcha';
import { requireUser, toCurrentUser } from './current-user';
import { authenticate } from './login';
import { hashPassword, verifyPassword } from './password-hash';
import { clearSessionCookie, createSession, revokeOtherSessions, revokeSession } from './session';
import { rememberDevice } from './trusted-device';

const tags = ['user'];

export function authRoutes(app: ZodApp) {
  registerCall(app, calls.captcha, { tags, summary: 'A new single-use captcha (an ALTCHA proof-of-work challenge), valid 5 minutes' }, async (req) =>
    ok(await issueCaptcha(app.db, req.company.id, app.settings.captchaDifficulty)));

  registerCall(app, calls.login, { tags, summary: 'Sign in by username or email' }, async (req, reply) => {
    const user = await authenticate(app.db, req, req.body);
    await createSession(app.db, req, reply, user);
    await rememberDevice(app.db, req, reply, user.id);
    return ok({ user: toCurrentUser(user) });
  });

  registerCall(app, calls.logout, { tags, summary: 'Sign out: revokes the session' }, async (req, reply) => {
    if (req.session) await revokeSession(app.db, req.session.id);
    clearSessionCookie(reply);
    return ok({});
  });

  registerCall(app, calls.changePassword, { tags, summary: 'Change my password; my other sessions end' }, async (req) => {
    const user = requireUser(req);
    const { oldPassword, newPassword, confirmPassword } = req.body;
    const rule = passwordProblem(newPassword);
    if (rule) throw validationError([{ field: 'newPassword', key: rule }]);
    if (newPassword !== confirmPassword) throw validationError([{ field: 'confirmPassword', key: 'validation.confirmPasswordMismatch' }]);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      throw validationError([{ field: 'oldPassword', key: 'error.oldPasswordWrong' }]);
    }
    const passwordHash = await hashPassword(newPassword);
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeOtherSessions(tx, user.id, req.session!.id);
      await logAction(tx, req, {
        type: 'change-password', title: 'Change password', entity: 'user', entityId: user.id,
        oldData: { passwordChangedAt: user.updatedAt.toISOString() }, newData: { passwordChangedAt: new Date().toISOString() },
      });
    });
    return ok({});
  });
}
