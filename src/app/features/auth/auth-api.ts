import { currentUserSchema, type ForgotPasswordBody, type SignInBody, userSelfCalls } from '#core/api';
import { api } from '#core/api';
import { z } from 'zod';
import { apiRequest } from '#app/shared/http/api-client';
import { callApi } from '#app/shared/http/call-api';

const signInReplySchema = z.object({ user: currentUserSchema });

export function signIn(body: SignInBody) {
  return apiRequest(api.login, { body, schema: signInReplySchema });
}

/** Only same-origin paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: string | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login')) return null;
  return value;
}

/** Asks for a reset link; the reply is the same whether the account exists or not. */
export function requestResetLink(body: ForgotPasswordBody) {
  return callApi(userSelfCalls.forgotPassword, { body });
}
