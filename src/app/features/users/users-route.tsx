import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '#app/shared/ui/spinner';
import { useUsersWords } from './use-users-words';
import { type UserFilters, managedCountQuery } from './users-api';
import { UsersPage } from './users-page';

interface Props {
  /** the user holds the users section (administrator, system user, UserManage) */
  manages: boolean;
  mine: boolean;
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
  denied: ReactNode;
  permissionsDialog?: ((userId: number, onClose: () => void) => ReactNode) | undefined;
}

/** /management/users: the whole list for user managers; "My users" for a manager (someone with managed users). */
export function UsersRoute({ manages, mine, filters, onChange, denied, permissionsDialog }: Props) {
  const { t } = useUsersWords();
  const managed = useQuery({ ...managedCountQuery(), enabled: !manages || mine });
  if (manages && !mine) return <UsersPage view="all" filters={filters} onChange={onChange} permissionsDialog={permissionsDialog} />;
  if (managed.isPending) return <Spinner label={t('users.loading')} />;
  if (!manages && (managed.data ?? 0) === 0) return denied;
  return <UsersPage view="mine" filters={filters} onChange={onChange} />;
}
