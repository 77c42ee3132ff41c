import { useIntl } from 'react-intl';
import { useDateFormat } from '#app/shared/i18n/use-date-time';

export function useIntegrationsWords() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const when = (iso: string) => formatDate(iso);
  return { t, when };
}
