import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { CaptchaField, useCaptchaId } from '#app/shared/captcha/captcha-field';
import { captchaQuery } from '#app/shared/captcha/captcha-query';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { requestResetLink } from './auth-api';

type Outcome =
  | { kind: 'idle' } | { kind: 'incomplete' } | { kind: 'progress' } | { kind: 'sent' }
  /** retryAt: when the server limited the requests (429), the time it may be tried again */
  | { kind: 'failed'; message: string; retryAt: Date | null };

/** /forgot-password: asks for a mailed reset link by username or email, behind the captcha. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const captchaId = useCaptchaId();
  const [username, setUsername] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'progress') return;
    if (!username.trim() || !captchaAnswer.trim() || !captchaId) {
      setOutcome({ kind: 'incomplete' });
      return;
    }
    setOutcome({ kind: 'progress' });
    try {
      await requestResetLink({ username: username.trim(), captchaId, captchaAnswer: captchaAnswer.trim() });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const message = error instanceof ApiError ? (error.isNetwork ? t('common.networkError') : error.message || t('forgot.failed')) : t('forgot.failed');
      const wait = error instanceof ApiError ? error.retryAfter : null;
      setOutcome({ kind: 'failed', message, retryAt: wait === null ? null : new Date(Date.now() + wait * 1000) });
    }
    // a captcha serves once, whatever the outcome
    setCaptchaAnswer('');
    void queryClient.invalidateQueries({ queryKey: captchaQuery.queryKey });
  };

  return (
    <div className="card login-card">
      <h1>{t('forgot.title')}</h1>
      <p className="muted">{t('forgot.intro')}</p>
      <div aria-live="polite">
        {outcome.kind === 'incomplete' && <Alert tone="warning">{t('auth.incomplete')}</Alert>}
        {outcome.kind === 'progress' && <Alert tone="info">{t('forgot.inProgress')}</Alert>}
        {outcome.kind === 'sent' && <Alert tone="success">{t('forgot.sent')}</Alert>}
      </div>
      {outcome.kind === 'failed' && (
        <Alert tone="error">
          {outcome.message}
          {outcome.retryAt && (
            <>
              <br />
              {intl.formatMessage({ id: 'auth.retryAt' }, { time: intl.formatTime(outcome.retryAt, { timeStyle: 'medium' }) })}
            </>
          )}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('forgot.title')}>
        <TextField label={t('auth.username')} name="username" autoComplete="username" value={username} onChange={setUsername} isRequired validationBehavior="aria" />
        <CaptchaField value={captchaAnswer} onChange={setCaptchaAnswer} onRefresh={() => setCaptchaAnswer('')} />
        <Button type="submit" variant="primary" className="btn-block" isDisabled={outcome.kind === 'progress'}>{t('forgot.submit')}</Button>
      </form>
      <p className="login-aside"><Link to="/login" search={{}}>{t('forgot.backToSignIn')}</Link></p>
    </div>
  );
}
