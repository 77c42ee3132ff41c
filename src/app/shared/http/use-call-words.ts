import { ApiError } from './api-error';
import type { Messages } from '#app/shared/i18n/catalogue';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { useT } from '#app/shared/i18n/use-t';

/**
 * Messages by id (common ones and the given catalogues), and how a failed call reads: the server's message,
 * or the network one, and a field's own message.
 */
export function useCallWords<const Ms extends readonly Messages[]>(...catalogues: Ms) {
  const t = useT(commonMessages, ...catalogues);
  return {
    t,
    failure: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
    fieldMessage: (error: unknown, field: string) => (error instanceof ApiError ? error.fieldError(field) : undefined),
  };
}
