import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { managementMessages } from '#app/shell/management/management-messages';
import { usersMessages } from './users-messages';

export function useUsersWords() {
  const intl = useIntl();
  const t = useT(usersMessages, commonMessages, managementMessages);
  return {
    t,
    /** a select's options of a numbered setting (status, role, email level): `users.role.1`… */
    numbered: (prefix: 'users.status' | 'users.emailLevel' | 'users.role', values: readonly number[]) =>
      values.map((v) => ({ value: String(v), label: t.ifKnown(`${prefix}.${v}`, String(v)) })),
    /** a catalogue key (the contract's own check) or the server's already translated text */
    message: (keyOrText: string) => (keyOrText in intl.messages ? intl.formatMessage({ id: keyOrText }) : keyOrText),
    reason: (error: unknown) => (error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError')),
  };
}
