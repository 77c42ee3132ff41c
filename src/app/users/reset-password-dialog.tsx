import { useState } from 'react';
import { type UserItem, updatePasswordBodySchema } from '#core/api';
import { Alert } from '../ui/alert';
import { RadioGroup } from '../ui/radio-group';
import { TextField } from '../ui/text-field';
import { useUserMutation } from './use-user-mutation';
import { useUsersWords } from './use-users-words';
import { UsersDialog } from './users-dialog';
import { mailResetLink, resetPassword, updatePassword } from './users-api';

type How = 'generate' | 'choose' | 'email';
type Outcome = { generatedPassword: string | null } | { sentTo: string; expiresAt: string };

/** reset_pass (a generated or a chosen password) or update-password-email (a mailed single-use link). */
export function ResetPasswordDialog({ user, onClose }: { user: UserItem; onClose: () => void }) {
  const { t } = useUsersWords();
  const name = user.name || user.username;
  const [how, setHow] = useState<How>(user.email ? 'email' : 'generate');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const body = { newPassword, confirmPassword };
  const { submit, busy, fieldMessage, problem } = useUserMutation<Outcome>({
    schema: how === 'choose' ? updatePasswordBodySchema : null,
    body,
    save: () => (how === 'email' ? mailResetLink(user.id) : how === 'choose' ? updatePassword(user.id, newPassword, confirmPassword) : resetPassword(user.id)),
    saved: (r) => ('sentTo' in r ? t('users.reset.mailed', { email: r.sentTo }) : r.generatedPassword ? null : t('users.reset.done')),
    onDone: (r) => ('generatedPassword' in r && r.generatedPassword ? setGenerated(r.generatedPassword) : onClose()),
  });
  if (generated) {
    return (
      <UsersDialog title={t('users.reset.title', { name })} onClose={onClose}>
        <Alert tone="success">{t('users.reset.done')}</Alert>
        <p>{t('users.reset.generated')}</p>
        <p className="users-generated" data-testid="generated-password">{generated}</p>
      </UsersDialog>
    );
  }
  const ways: { id: How; label: string }[] = [
    ...(user.email ? [{ id: 'email' as const, label: `${t('users.reset.email')} (${user.email})` }] : []),
    { id: 'generate', label: t('users.reset.generate') },
    { id: 'choose', label: t('users.reset.choose') },
  ];
  return (
    <UsersDialog title={t('users.reset.title', { name })} onClose={onClose} onSubmit={submit} submitLabel={t('users.reset.submit')} busy={busy} problem={problem}>
      <RadioGroup label={t('users.reset.how')} options={ways} value={how} onChange={(v) => setHow(v as How)} />
      {how === 'choose' && (
        <>
          <TextField label={t('users.field.password')} type="password" value={newPassword} onChange={setNewPassword} isRequired errorMessage={fieldMessage('newPassword')} />
          <TextField label={t('users.reset.confirm')} type="password" value={confirmPassword} onChange={setConfirmPassword} isRequired errorMessage={fieldMessage('confirmPassword')} />
        </>
      )}
    </UsersDialog>
  );
}
