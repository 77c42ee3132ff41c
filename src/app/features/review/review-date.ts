import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { vi } from 'date-fns/locale/vi';
import { useIntl } from 'react-intl';

/** Date and time in the reader's language. */
export function useReviewDateTime(): (iso: string) => string {
  const intl = useIntl();
  const locale = intl.locale.startsWith('vi') ? vi : enUS;
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format(date, 'PPp', { locale });
  };
}
