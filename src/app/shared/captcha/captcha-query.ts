import { queryOptions } from '@tanstack/react-query';
import { authCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

/** A fresh captcha picture for sign-in, a citizen's answer or a retried send (never cached across uses). */
export const captchaQuery = queryOptions({
  queryKey: ['captcha'],
  queryFn: ({ signal }) => callApi(authCalls.captcha, { signal }),
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
});
