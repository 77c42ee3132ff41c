import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { catalogueNameKey } from './catalogue-names-messages';


export function useSecurityWords() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return {
    t,
    /** a catalogue key (local check) or the server's already translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? t(keyOrText) : keyOrText),
    /** a seeded group or permission in the reader's language */
    nameOf: (item: { code: string; name: string }, kind: 'group' | 'perm') => {
      const key = catalogueNameKey(kind, item.code, item.name);
      return key ? t(key) : item.name;
    },
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}
