import type { ActionLogItem } from '#core/api';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { managementMessages } from '#app/shell/management/management-messages';
import { actionLogMessages } from './action-log-messages';

/** Names of types and items in the reader's language (an unknown one is shown as recorded), the person, the time. */
export function useActionLogWords() {
  const t = useT(actionLogMessages, managementMessages, commonMessages);
  const formatDate = useDateFormat();
  const known = (prefix: string, value: string) => t.ifKnown(`actionLog.${prefix}.${value}`, value);
  return {
    t,
    type: (value: string) => known('types', value),
    entity: (value: string) => known('entities', value),
    /** to the second: several changes often share a minute */
    time: (iso: string) => formatDate(iso, 'dateTimeSeconds'),
    who: (item: ActionLogItem) => {
      if (item.user) return item.user.name.trim() || item.user.username;
      return item.userName ? t('actionLog.accountGone', { name: item.userName }) : t('actionLog.system');
    },
  };
}
