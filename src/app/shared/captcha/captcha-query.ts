import { queryOptions } from '@tanstack/react-query';
import { captchaReplySchema } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '#app/shared/http/api-client';

/** A fresh captcha picture for sign-in, a citizen's answer or a retried send (never cached across uses). */
export const captchaQuery = queryOptions({
  queryKey: ['captcha'],
  queryFn: ({ signal }) => apiRequest(api.captcha, { schema: captchaReplySchema, signal }),
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
});
