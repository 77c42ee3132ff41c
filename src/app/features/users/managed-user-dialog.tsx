import { useState } from 'react';
import { type ManagerSave, type UserItem, managerSaveBodySchema } from '#core/api';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { useUserMutation } from './use-user-mutation';
import { useUsersWords } from './use-users-words';
import { UsersDialog } from './users-dialog';
import { managerSaveUser } from './users-api';

/** A manager edits one of their users (manager-save): contact, status and email level; role and permissions stay. */
export function ManagedUserDialog({ user, onClose }: { user: UserItem; onClose: () => void }) {
  const { t, numbered } = useUsersWords();
  const [body, setBody] = useState<ManagerSave>({
    id: user.id, name: user.name, email: user.email ?? '', phone: user.phone ?? '', status: user.status === 0 ? 0 : 1,
    emailIdentificationLevel: user.emailIdentificationLevel, departmentId: user.departmentId,
  });
  const set = (patch: Partial<ManagerSave>) => setBody((b) => ({ ...b, ...patch }));
  const { submit, busy, fieldMessage, problem } = useUserMutation({
    schema: managerSaveBodySchema, body, save: () => managerSaveUser(body), saved: (r) => t('users.saved', { name: r.name }), onDone: onClose,
  });
  return (
    <UsersDialog title={t('users.editNamed', { name: user.name || user.username })} onClose={onClose} onSubmit={submit} busy={busy} problem={problem}>
      <div className="users-fields">
        <TextField label={t('users.field.name')} value={body.name} onChange={(name) => set({ name })} isRequired errorMessage={fieldMessage('name')} />
        <TextField label={t('users.field.email')} type="email" value={body.email} onChange={(email) => set({ email })} errorMessage={fieldMessage('email')} />
        <TextField label={t('users.field.phone')} type="tel" value={body.phone} onChange={(phone) => set({ phone })} errorMessage={fieldMessage('phone')} />
        <NativeSelect label={t('users.field.status')} value={String(body.status)} placeholder={t('users.field.status')} options={numbered('users.status', [1, 0])}
          onChange={(v) => set({ status: v === '0' ? 0 : 1 })} />
        <NativeSelect label={t('users.field.emailLevel')} value={String(body.emailIdentificationLevel)} placeholder={t('users.field.emailLevel')} options={numbered('users.emailLevel', [0, 1, 2])}
          onChange={(v) => set({ emailIdentificationLevel: v === '2' ? 2 : v === '1' ? 1 : 0 })} />
      </div>
    </UsersDialog>
  );
}
