import type { UserItem } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { useUsersWords } from './use-users-words';
import type { UsersView } from './users-api';

export type UserAction = 'edit' | 'permissions' | 'lock' | 'unlock' | 'reset' | 'delete';

interface Props {
  users: readonly UserItem[];
  view: UsersView;
  /** the signed-in user: no lock or delete on their own row */
  meId: number | undefined;
  /** the page can open a user's permissions (administrators and PermissionManage holders) */
  permissions: boolean;
  onAction: (action: UserAction, user: UserItem) => void;
}

function Actions({ user, view, meId, permissions, onAction }: Omit<Props, 'users'> & { user: UserItem }) {
  const { t } = useUsersWords();
  const name = user.name || user.username;
  const button = (action: UserAction, label: string, variant: 'secondary' | 'danger' = 'secondary') => (
    <Button key={action} variant={variant} aria-label={t(`users.${action === 'reset' ? 'resetPassword' : action}Named`, { name })} onPress={() => onAction(action, user)}>{label}</Button>
  );
  if (view === 'mine') return <td className="users-actions">{button('edit', t('users.edit'))}</td>;
  const self = user.id === meId;
  return (
    <td className="users-actions">
      {button('edit', t('users.edit'))}
      {permissions && user.status !== 2 && button('permissions', t('users.permissions'))}
      {!self && user.status === 1 && button('lock', t('users.lock'))}
      {!self && user.status === 0 && button('unlock', t('users.unlock'))}
      {!self && user.status !== 2 && button('reset', t('users.resetPassword'))}
      {!self && user.status !== 2 && button('delete', t('users.delete'), 'danger')}
    </td>
  );
}

/** The users of one page: who, contact, department, role, status and what can be done. */
export function UsersTable(props: Props) {
  const { t } = useUsersWords();
  const columns = ['name', 'username', 'contact', 'department', 'role', 'status', 'actions'] as const;
  return (
    <table className="users-table">
      <caption className="sr-only">{t('users.table')}</caption>
      <thead>
        <tr>{columns.map((c) => <th key={c} scope="col">{t(`users.col.${c}`)}</th>)}</tr>
      </thead>
      <tbody>
        {props.users.map((user) => (
          <tr key={user.id}>
            <th scope="row">{user.name || user.username}</th>
            <td>{user.username}</td>
            <td className="users-contact">{[user.email, user.phone].filter(Boolean).join(' · ')}</td>
            <td>{user.departmentName ?? ''}</td>
            <td>
              {t(`users.role.${user.role}`)}
              {user.isSystem && <> <span className="users-badge">{t('users.system')}</span></>}
            </td>
            <td><span className="users-badge" data-status={user.status}>{t(`users.status.${user.status}`)}</span></td>
            <Actions user={user} view={props.view} meId={props.meId} permissions={props.permissions} onAction={props.onAction} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
