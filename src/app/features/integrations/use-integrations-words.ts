import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { integrationsMessages } from './integrations-messages';

export function useIntegrationsWords() {
  const formatDate = useDateFormat();
  const t = useT(integrationsMessages, managementMessages, commonMessages);
  const when = (iso: string) => formatDate(iso);
  return { t, when };
}
