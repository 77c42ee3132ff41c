import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';

export function useUsersWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    /** a catalogue key (the contract's own check) or the server's already translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? t(keyOrText) : keyOrText),
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}
