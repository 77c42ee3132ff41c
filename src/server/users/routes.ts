import type { ZodApp } from '#server/http/zod-app';
import type { Mailer } from '#server/mail/mailer';
import { userManageRoutes } from './user-manage-routes';
import { userSelfRoutes } from './user-self-routes';

/** Every /v1/user call of issue 6 (sign-in, captcha and change-pass live in auth). */
export function userRoutes(app: ZodApp, mailer: Mailer): void {
  userSelfRoutes(app, mailer);
  userManageRoutes(app, mailer);
}
