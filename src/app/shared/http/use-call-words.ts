import { useIntl } from 'react-intl';
import { ApiError } from './api-error';

/** Messages by id, and how a failed call reads: the server's message, or the network one, and a field's own message. */
export function useCallWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    failure: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
    fieldMessage: (error: unknown, field: string) => (error instanceof ApiError ? error.fieldError(field) : undefined),
  };
}
