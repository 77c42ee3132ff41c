import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';

export function useOrgWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    isKey: (text: string) => text in intl.messages,
    /** a catalogue key (the contract's own check) or the server's translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? t(keyOrText) : keyOrText),
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}
