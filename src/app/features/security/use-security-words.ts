import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { useT } from '#app/shared/i18n/use-t';
import { useTexts } from '#app/shared/i18n/use-texts';
import { catalogueNameKey } from './catalogue-name-key';
import { catalogueNamesMessages } from './catalogue-names-messages';
import { securityMessages } from './security-messages';

export function useSecurityWords() {
  const intl = useIntl();
  const t = useT(securityMessages, managementMessages, commonMessages);
  const seededName = useT(catalogueNamesMessages);
  const seededNames = useTexts([catalogueNamesMessages], 'en');
  return {
    t,
    /** a catalogue key (local check) or the server's already translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? intl.formatMessage({ id: keyOrText }) : keyOrText),
    /** a seeded group or permission in the reader's language */
    nameOf: (item: { code: string; name: string }, kind: 'group' | 'perm') => {
      const key = catalogueNameKey(kind, item.code, item.name, seededNames);
      return key && seededName.has(key) ? seededName(key) : item.name;
    },
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}
