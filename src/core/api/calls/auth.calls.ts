import { defineCall } from './define-call';
import { emptyReplySchema } from '../envelope';
import { captchaReplySchema, changePasswordBodySchema, signInBodySchema, signInReplySchema } from '../auth.contract';

const user = '/api/v1/user';

/** Sign-in, sign-out, the captcha and my own password (docs/security.md): throttling and cookies are the server's. */
export const authCalls = {
  captcha: defineCall({ method: 'GET', path: `${user}/get-captcha`, reply: captchaReplySchema, permission: 'public' }),
  login: defineCall({ method: 'POST', path: `${user}/login`, body: signInBodySchema, reply: signInReplySchema, permission: 'public' }),
  /** anyone: a request without a session only clears the cookie */
  logout: defineCall({ method: 'POST', path: `${user}/logout`, reply: emptyReplySchema, permission: 'public' }),
  changePassword: defineCall({ method: 'POST', path: `${user}/change-pass`, body: changePasswordBodySchema, reply: emptyReplySchema, permission: 'signed-in' }),
};
