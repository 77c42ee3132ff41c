import './profile.css';
import { type SubmitEvent, useState } from 'react';
import { changePasswordFormSchema } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { changePassword } from './profile-api';
import { useProfileForm } from './use-profile-form';
import { useT } from '#app/shared/i18n/use-t';
import { profileMessages } from './profile-messages';

/** /change-password: current, new and confirmation (SPEC 5: required, rule, confirmation does not match). */
export function ChangePasswordPage() {
  const t = useT(profileMessages);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const body = { oldPassword, newPassword, confirmPassword };
  const form = useProfileForm(changePasswordFormSchema, body, () => changePassword(body), () => {
    showToast('success', t('password.changed'));
    setOld(''); setNew(''); setConfirm('');
  });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!form.busy) form.submit();
  };
  return (
    <div className="profile-page">
      <h1>{t('password.title')}</h1>
      <p className="muted">{t('password.intro')}</p>
      <form className="card profile-card" onSubmit={submit} noValidate aria-label={t('password.title')}>
        <TextField label={t('password.old')} type="password" autoComplete="current-password" value={oldPassword} onChange={setOld} isRequired errorMessage={form.fieldMessage('oldPassword')} />
        <TextField label={t('password.new')} type="password" autoComplete="new-password" value={newPassword} onChange={setNew} isRequired errorMessage={form.fieldMessage('newPassword')} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={confirmPassword} onChange={setConfirm} isRequired errorMessage={form.fieldMessage('confirmPassword')} />
        {form.problem && <Alert tone="error">{form.problem}</Alert>}
        {form.done && <Alert tone="success">{t('password.changed')}</Alert>}
        <div className="profile-actions"><Button type="submit" variant="primary" isDisabled={form.busy}>{t('password.submit')}</Button></div>
      </form>
    </div>
  );
}
