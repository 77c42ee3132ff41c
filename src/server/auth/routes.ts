import { authCalls as calls } from '#core/api';
import { clearSessionCookie, deviceTokenOf, setDeviceCookie, setSessionCookie } from '#server/http/auth-cookies';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { issueCaptcha } from './captcha';
import { changePassword } from './commands/change-password';
import { signIn } from './commands/sign-in';
import { signOut } from './commands/sign-out';
import { toCurrentUser } from './current-user';

const tags = ['user'];

export function authRoutes(app: ZodApp) {
  const db = app.db;

  registerCall(app, calls.captcha, { tags, summary: 'A new single-use captcha (an ALTCHA proof-of-work challenge), valid 5 minutes' }, async (req) =>
    ok(await issueCaptcha(db, req.actor.company.id, app.settings.captchaDifficulty)));

  registerCall(app, calls.login, { tags, summary: 'Sign in by username or email' }, async (req, reply) => {
    const signedIn = await signIn(db, req.actor, { credentials: req.body, deviceToken: deviceTokenOf(req), userAgent: req.headers['user-agent'] ?? null });
    setSessionCookie(req, reply, signedIn.sessionToken);
    setDeviceCookie(req, reply, signedIn.deviceToken);
    return ok({ user: toCurrentUser(signedIn.user) });
  });

  registerCall(app, calls.logout, { tags, summary: 'Sign out: revokes the session' }, async (req, reply) => {
    await signOut(db, req.session?.id ?? null);
    clearSessionCookie(reply);
    return ok({});
  });

  registerCall(app, calls.changePassword, { tags, summary: 'Change my password; my other sessions end' }, async (req) => {
    await changePassword(db, req.actor, req.body, req.session?.id ?? null);
    return ok({});
  });
}
