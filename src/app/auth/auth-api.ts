import { queryOptions } from '@tanstack/react-query';
import { captchaReplySchema, currentUserSchema, type SignInBody } from '#core/api';
import { api } from '#core/api';
import { z } from 'zod';
import { apiRequest } from '../http/api-client';

export const captchaQuery = queryOptions({
  queryKey: ['captcha'],
  queryFn: ({ signal }) => apiRequest(api.captcha, { schema: captchaReplySchema, signal }),
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
});

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
