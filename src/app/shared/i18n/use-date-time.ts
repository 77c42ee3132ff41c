import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { vi } from 'date-fns/locale/vi';
import { useIntl } from 'react-intl';

/** Date and time in the reader's language ("12 thg 3, 2025 14:03" / "Mar 12, 2025, 2:03 PM"). */
export function useDateTime(): (iso: string) => string {
  const intl = useIntl();
  const locale = intl.locale.startsWith('vi') ? vi : enUS;
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format(date, 'PPp', { locale });
  };
}
