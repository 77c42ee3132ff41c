import './users.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { UserItem } from '#core/api';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { ManagedUserDialog } from './managed-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { useLockUser } from './use-lock-user';
import { useUsersWords } from './use-users-words';
import { UserFormDialog } from './user-form-dialog';
import { DeleteUserDialog } from './user-status-actions';
import { USERS_PAGE_SIZE, type UserFilters, type UsersView, usersQuery } from './users-api';
import { UsersFilters } from './users-filters';
import { type UserAction, UsersTable } from './users-table';

interface Props {
  view: UsersView;
  filters: UserFilters;
  onChange: (next: UserFilters) => void;
  /** the security feature's dialog of a user's permissions, given by the route (features do not import each other) */
  /** undefined where the route offers no permissions dialog */
  permissionsDialog?: ((userId: number, onClose: () => void) => ReactNode) | undefined;
}

type Open = { action: 'new' } | { action: Exclude<UserAction, 'lock' | 'unlock'>; user: UserItem } | null;

function Dialogs({ view, open, onClose, permissionsDialog }: Pick<Props, 'view' | 'permissionsDialog'> & { open: Open; onClose: () => void }) {
  if (!open) return null;
  if (open.action === 'permissions') return permissionsDialog?.(open.user.id, onClose) ?? null;
  if (open.action === 'new') return <UserFormDialog user={null} onClose={onClose} />;
  if (open.action === 'edit') {
    return view === 'mine' ? <ManagedUserDialog user={open.user} onClose={onClose} /> : <UserFormDialog key={open.user.id} user={open.user} onClose={onClose} />;
  }
  if (open.action === 'reset') return <ResetPasswordDialog user={open.user} onClose={onClose} />;
  return <DeleteUserDialog user={open.user} onClose={onClose} />;
}

function Results({ view, filters, onChange, permissionsDialog }: Props) {
  const { t } = useUsersWords();
  const session = useSession();
  const me = session.user;
  const permissions = view === 'all' && permissionsDialog !== undefined && (session.isAdministrator || session.can('PermissionManage'));
  const [open, setOpen] = useState<Open>(null);
  const lock = useLockUser();
  const records = useQuery({ ...usersQuery(view, filters), placeholderData: keepPreviousData });
  const act = (action: UserAction, user: UserItem) => {
    if (action === 'lock' || action === 'unlock') lock(user, action === 'lock');
    else setOpen({ action, user });
  };
  return (
    <>
      {view === 'all' && <div className="users-toolbar"><Button variant="primary" onPress={() => setOpen({ action: 'new' })}>{t('users.new')}</Button></div>}
      {records.isPending && <Spinner label={t('users.loading')} />}
      {records.isError && <Alert tone="error">{t('users.loadFailed')} <Button onPress={() => void records.refetch()}>{t('common.retry')}</Button></Alert>}
      {records.data && (
        <>
          <p className="muted" role="status">{t('users.count', { count: records.data.totalData })}</p>
          {records.data.data.length === 0 ? <p>{t('users.empty')}</p> : (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
            <div className="users-scroll" role="region" aria-label={t('users.table')} tabIndex={0}>
              <UsersTable users={records.data.data} view={view} meId={me?.id} permissions={permissions} onAction={act} />
            </div>
          )}
          <Pager page={filters.page} pages={Math.ceil(records.data.totalData / USERS_PAGE_SIZE)} onPage={(page) => onChange({ ...filters, page })} label={t('users.pagesOf')} />
        </>
      )}
      <Dialogs view={view} open={open} onClose={() => setOpen(null)} permissionsDialog={permissionsDialog} />
    </>
  );
}

/** Management → users (every user of the company), or "My users" of a manager (view mine). */
export function UsersPage(props: Props) {
  const { t } = useUsersWords();
  const formKey = [props.filters.search, props.view].join('|');
  return (
    <div className="users-page">
      <h1>{t(props.view === 'all' ? 'management.section.users' : 'users.mine.title')}</h1>
      <p className="muted">{t(props.view === 'all' ? 'users.intro' : 'users.mine.intro')}</p>
      <section className="card">
        <UsersFilters key={formKey} view={props.view} filters={props.filters} onChange={props.onChange} />
        <Results {...props} />
      </section>
    </div>
  );
}
