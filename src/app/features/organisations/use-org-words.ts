import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { organisationsMessages } from './organisations-messages';

export function useOrgWords() {
  const intl = useIntl();
  const t = useT(organisationsMessages, managementMessages, commonMessages);
  return {
    t,
    isKey: (text: string) => text in intl.messages,
    /** a catalogue key (the contract's own check) or the server's translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? intl.formatMessage({ id: keyOrText }) : keyOrText),
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}
