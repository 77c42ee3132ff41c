import { type ForgotPasswordBody, type SignInBody, authCalls, userSelfCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export function signIn(body: SignInBody) {
  return callApi(authCalls.login, { body });
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
