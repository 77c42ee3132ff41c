import { useIntl } from 'react-intl';
import type { ActionLogItem } from '#core/api';
import { useDateFormat } from '#app/shared/i18n/use-date-time';

/** Names of types and items in the reader's language (an unknown one is shown as recorded), the person, the time. */
export function useActionLogWords() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const known = (prefix: string, value: string) => {
    const id = `actionLog.${prefix}.${value}`;
    return id in intl.messages ? intl.formatMessage({ id }) : value;
  };
  return {
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    type: (value: string) => known('types', value),
    entity: (value: string) => known('entities', value),
    /** to the second: several changes often share a minute */
    time: (iso: string) => formatDate(iso, 'dateTimeSeconds'),
    who: (item: ActionLogItem) => {
      if (item.user) return item.user.name.trim() || item.user.username;
      return item.userName ? intl.formatMessage({ id: 'actionLog.accountGone' }, { name: item.userName }) : intl.formatMessage({ id: 'actionLog.system' });
    },
  };
}
