import { z } from 'zod';
import { MAX_CAPTCHA_ANSWER_LENGTH, captchaChallengeSchema } from '../captcha';

/** A proof-of-work challenge (ALTCHA): the client solves it and sends the payload as `captchaAnswer`. */
export const captchaReplySchema = z.object({ captchaId: z.uuid(), challenge: captchaChallengeSchema, expiresAt: z.string() });
export type CaptchaReply = z.infer<typeof captchaReplySchema>;

export const signInBodySchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  captchaId: z.uuid(),
  captchaAnswer: z.string().trim().min(1).max(MAX_CAPTCHA_ANSWER_LENGTH),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const UserStatus = { Disable: 0, Active: 1, Deleted: 2 } as const;
export const UserRole = { User: 1, Administrator: 2 } as const;

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.number().int(),
  role: z.number().int(),
  isSystem: z.boolean(),
  level: z.number().int().nullable(),
  companyId: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const signInReplySchema = z.object({ user: currentUserSchema });

export const changePasswordBodySchema = z.object({
  oldPassword: z.string().min(1).max(200),
  newPassword: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** forgot-password: the account by username or e-mail, behind a captcha like sign-in. */
export const forgotPasswordBodySchema = signInBodySchema.omit({ password: true });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
