import './profile.css';
import { type SubmitEvent, useState } from 'react';
import { tokenResetBodySchema } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { TextField } from '#app/shared/ui/text-field';
import { resetWithToken } from './profile-api';
import { useProfileForm } from './use-profile-form';
import { useT } from '#app/shared/i18n/use-t';
import { profileMessages } from './profile-messages';

/** /reset-password?token=: the page of a mailed link; the new password follows the SPEC 5 rule. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const t = useT(profileMessages);
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const body = { token: token ?? '', newPassword, confirmPassword };
  const form = useProfileForm(tokenResetBodySchema, body, () => resetWithToken(body), () => undefined);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!form.busy) form.submit();
  };
  const signIn = <LinkButton to="/login" search={{}} variant="primary">{t('reset.signIn')}</LinkButton>;
  return (
    <div className="profile-page">
      <h1>{t('reset.title')}</h1>
      {!token ? <Alert tone="error">{t('reset.noToken')}</Alert> : form.done ? (
        <><Alert tone="success">{t('reset.done')}</Alert><p>{signIn}</p></>
      ) : (
        <form className="card profile-card" onSubmit={submit} noValidate aria-label={t('reset.title')}>
          <p className="muted">{t('reset.intro')}</p>
          <TextField label={t('password.new')} type="password" autoComplete="new-password" value={newPassword} onChange={setNew} isRequired errorMessage={form.fieldMessage('newPassword')} />
          <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={confirmPassword} onChange={setConfirm} isRequired errorMessage={form.fieldMessage('confirmPassword')} />
          {(form.problem ?? form.fieldMessage('token')) && <Alert tone="error">{form.problem ?? form.fieldMessage('token')}</Alert>}
          <div className="profile-actions"><Button type="submit" variant="primary" isDisabled={form.busy}>{t('reset.submit')}</Button></div>
        </form>
      )}
    </div>
  );
}
