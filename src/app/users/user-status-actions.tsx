import type { UserItem } from '#core/api';
import { useUserMutation } from './use-user-mutation';
import { useUsersWords } from './use-users-words';
import { UsersDialog } from './users-dialog';
import { deleteUser } from './users-api';

/** Delete after confirmation: status 2, the person is signed out, their forms stay. */
export function DeleteUserDialog({ user, onClose }: { user: UserItem; onClose: () => void }) {
  const { t } = useUsersWords();
  const name = user.name || user.username;
  const { submit, busy, problem } = useUserMutation({
    schema: null, body: null, save: () => deleteUser(user.id), saved: () => t('users.deleted', { name }), onDone: onClose,
  });
  return (
    <UsersDialog title={t('users.deleteTitle')} onClose={onClose} onSubmit={submit} submitLabel={t('users.delete')} danger busy={busy} problem={problem}>
      <p>{t('users.deleteText', { name })}</p>
    </UsersDialog>
  );
}
