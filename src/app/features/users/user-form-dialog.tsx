import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { type SaveUser, type UserItem, saveUserBodySchema } from '#core/api';
import { useSession } from '#app/shell/session/use-session';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { useUserMutation } from './use-user-mutation';
import { useUsersWords } from './use-users-words';
import { UsersDialog } from './users-dialog';
import { saveUser, userOptionsQuery } from './users-api';

const toId = (value: string) => (value === '' ? null : Number(value));
const fromId = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function initial(user: UserItem | null): SaveUser {
  return {
    id: user?.id, username: user?.username ?? '', name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '',
    password: '', status: user?.status ?? 1, emailIdentificationLevel: user?.emailIdentificationLevel ?? 0, role: user?.role ?? 1,
    departmentId: user?.departmentId ?? null, permissionGroupId: user?.permissionGroupId ?? null, managerId: user?.managerId ?? null,
    roleIds: user?.roleIds ?? [], isSystem: user?.isSystem,
  };
}

/** Create (user null) or edit a user with every field of SPEC 3; the system flag only for system users. */
export function UserFormDialog({ user, onClose }: { user: UserItem | null; onClose: () => void }) {
  const { t, numbered } = useUsersWords();
  const session = useSession();
  const options = useQuery(userOptionsQuery()).data;
  const [body, setBody] = useState<SaveUser>(() => initial(user));
  const set = (patch: Partial<SaveUser>) => setBody((b) => ({ ...b, ...patch }));
  const sent = user ? { ...body, password: undefined } : body;
  const { submit, busy, fieldMessage, problem } = useUserMutation({
    schema: saveUserBodySchema, body: sent, save: () => saveUser(sent), saved: (r) => t('users.saved', { name: r.name }), onDone: onClose,
  });
  const choices = (items: readonly { id: number; name: string }[] | undefined, skip?: number) =>
    (items ?? []).filter((i) => i.id !== skip).map((i) => ({ value: String(i.id), label: i.name }));
  return (
    <UsersDialog title={t(user ? 'users.editTitle' : 'users.new')} onClose={onClose} onSubmit={submit} busy={busy} problem={problem}>
      <div className="users-fields">
        <TextField label={t('users.field.username')} value={body.username} onChange={(username) => set({ username })} isRequired errorMessage={fieldMessage('username')} />
        <TextField label={t('users.field.name')} value={body.name} onChange={(name) => set({ name })} isRequired errorMessage={fieldMessage('name')} />
        <TextField label={t('users.field.email')} type="email" value={body.email} onChange={(email) => set({ email })} errorMessage={fieldMessage('email')} />
        <TextField label={t('users.field.phone')} type="tel" value={body.phone} onChange={(phone) => set({ phone })} errorMessage={fieldMessage('phone')} />
        {!user && <TextField label={t('users.field.password')} type="password" value={body.password ?? ''} onChange={(password) => set({ password })} isRequired errorMessage={fieldMessage('password')} />}
        <NativeSelect label={t('users.field.status')} value={String(body.status)} placeholder={t('users.field.status')} options={numbered('users.status', user?.status === 2 ? [1, 0, 2] : [1, 0])}
          onChange={(v) => set({ status: v === '2' ? 2 : v === '0' ? 0 : 1 })} errorMessage={fieldMessage('status')} />
        <NativeSelect label={t('users.field.emailLevel')} value={String(body.emailIdentificationLevel)} placeholder={t('users.field.emailLevel')} options={numbered('users.emailLevel', [0, 1, 2])}
          onChange={(v) => set({ emailIdentificationLevel: v === '2' ? 2 : v === '1' ? 1 : 0 })} />
        <NativeSelect label={t('users.field.role')} value={String(body.role)} placeholder={t('users.field.role')} options={numbered('users.role', [1, 2])}
          onChange={(v) => set({ role: v === '2' ? 2 : 1 })} errorMessage={fieldMessage('role')} />
        <NativeSelect label={t('users.field.department')} value={fromId(body.departmentId)} placeholder={t('users.none')} options={choices(options?.departments)}
          onChange={(v) => set({ departmentId: toId(v) })} errorMessage={fieldMessage('departmentId')} />
        <NativeSelect label={t('users.field.permissionGroup')} value={fromId(body.permissionGroupId)} placeholder={t('users.none')} options={choices(options?.permissionGroups)}
          onChange={(v) => set({ permissionGroupId: toId(v) })} errorMessage={fieldMessage('permissionGroupId')} />
        <NativeSelect label={t('users.field.manager')} value={fromId(body.managerId)} placeholder={t('users.none')} options={choices(options?.users, user?.id)}
          onChange={(v) => set({ managerId: toId(v) })} errorMessage={fieldMessage('managerId')} />
      </div>
      {(options?.roles.length ?? 0) > 0 && (
        <CheckboxGroup className="users-roles" value={body.roleIds.map(String)} onChange={(v) => set({ roleIds: v.map(Number) })}>
          <Label className="users-roles-title">{t('users.field.roles')}</Label>
          {options?.roles.map((r) => (
            <Checkbox key={r.id} value={String(r.id)} className="checkbox"><span className="box" aria-hidden="true">✓</span>{r.name}</Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {session.user?.isSystem && (
        <div className="users-system">
          <Checkbox className="checkbox" isSelected={body.isSystem ?? false} onChange={(isSystem) => set({ isSystem })}>
            <span className="box" aria-hidden="true">✓</span>{t('users.field.isSystem')}
          </Checkbox>
        </div>
      )}
    </UsersDialog>
  );
}
