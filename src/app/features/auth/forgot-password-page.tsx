import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { CaptchaField, useCaptchaId } from '#app/shared/captcha/captcha-field';
import { captchaQuery } from '#app/shared/captcha/captcha-query';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { requestResetLink } from './auth-api';
import { type AuthOutcome, OutcomeAlerts, failedOutcome } from './auth-outcome';
import { useT } from '#app/shared/i18n/use-t';
import { authMessages } from './auth-messages';
import { commonMessages } from '#app/shared/i18n/common-messages';

/** /forgot-password: asks for a mailed reset link by username or email, behind the captcha. */
export function ForgotPasswordPage() {
  const queryClient = useQueryClient();
  const captchaId = useCaptchaId();
  const [username, setUsername] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [outcome, setOutcome] = useState<AuthOutcome>({ kind: 'idle' });
  const t = useT(authMessages, commonMessages);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (outcome.kind === 'progress') return;
    if (!username.trim() || !captchaAnswer.trim() || !captchaId) {
      setOutcome({ kind: 'incomplete' });
      return;
    }
    setOutcome({ kind: 'progress' });
    try {
      await requestResetLink({ username: username.trim(), captchaId, captchaAnswer: captchaAnswer.trim() });
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome(failedOutcome(error, t('forgot.failed'), t('common.networkError')));
    }
    // a captcha serves once, whatever the outcome
    setCaptchaAnswer('');
    void queryClient.invalidateQueries({ queryKey: captchaQuery.queryKey });
  };

  return (
    <div className="card login-card">
      <h1>{t('forgot.title')}</h1>
      <p className="muted">{t('forgot.intro')}</p>
      <OutcomeAlerts outcome={outcome} progress={t('forgot.inProgress')} success={t('forgot.sent')} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('forgot.title')}>
        <TextField label={t('auth.username')} name="username" autoComplete="username" value={username} onChange={setUsername} isRequired validationBehavior="aria" />
        <CaptchaField value={captchaAnswer} onChange={setCaptchaAnswer} onRefresh={() => setCaptchaAnswer('')} />
        <Button type="submit" variant="primary" className="btn-block" isDisabled={outcome.kind === 'progress'}>{t('forgot.submit')}</Button>
      </form>
      <p className="login-aside"><Link to="/login" search={{}}>{t('forgot.backToSignIn')}</Link></p>
    </div>
  );
}
