import { useIntl } from 'react-intl';
import type { Message } from '#core/i18n';

/** Translates core's message keys (validation, errors) in the current language. */
export function useDomainMessage() {
  const intl = useIntl();
  return (message: Message) => intl.formatMessage({ id: message.key }, message.values);
}
