import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { captchaQuery } from '#app/shared/captcha/captcha-query';
import { safeRedirect, signIn } from './auth-api';
import { CaptchaField, useCaptchaId } from '#app/shared/captcha/captcha-field';

type Outcome =
  | { kind: 'idle' } | { kind: 'incomplete' } | { kind: 'progress' } | { kind: 'success' }
  /** retryAt: when the server slowed sign-in down (429), the time it may be tried again */
  | { kind: 'failed'; message: string; retryAt: Date | null };

const AFTER_SIGN_IN = '/forms';

/** SPEC 2 sign-in: username or email, password, captcha; alerts for success, failure, incomplete input, in progress. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const intl = useIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const captchaId = useCaptchaId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'progress' || outcome.kind === 'success') return;
    if (!username.trim() || !password || !captchaAnswer.trim() || !captchaId) {
      setOutcome({ kind: 'incomplete' });
      return;
    }
    setOutcome({ kind: 'progress' });
    try {
      await signIn({ username: username.trim(), password, captchaId, captchaAnswer: captchaAnswer.trim() });
      setOutcome({ kind: 'success' });
      queryClient.clear();
      await session.signedIn();
      await router.navigate({ href: safeRedirect(redirect) ?? AFTER_SIGN_IN, replace: true });
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.isNetwork ? t('common.networkError') : error.message || t('auth.failed')) : t('auth.failed');
      const wait = error instanceof ApiError ? error.retryAfter : null;
      setOutcome({ kind: 'failed', message, retryAt: wait === null ? null : new Date(Date.now() + wait * 1000) });
      setCaptchaAnswer('');
      void queryClient.invalidateQueries({ queryKey: captchaQuery.queryKey });
    }
  };

  const busy = outcome.kind === 'progress' || outcome.kind === 'success';
  return (
    <div className="card login-card">
      <h1>{t('auth.title')}</h1>
      <p className="muted">{t('auth.subtitle')}</p>
      {session.user && outcome.kind === 'idle' && (
        <Alert tone="info">
          {intl.formatMessage({ id: 'auth.alreadySignedIn' }, { name: session.user.name })} <Link to="/forms">{t('auth.goToForms')}</Link>
        </Alert>
      )}
      <div aria-live="polite">
        {outcome.kind === 'incomplete' && <Alert tone="warning">{t('auth.incomplete')}</Alert>}
        {outcome.kind === 'progress' && <Alert tone="info">{t('auth.inProgress')}</Alert>}
        {outcome.kind === 'success' && <Alert tone="success">{t('auth.success')}</Alert>}
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
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('auth.title')}>
        <TextField
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          isRequired
          validationBehavior="aria"
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
          validationBehavior="aria"
        />
        <CaptchaField value={captchaAnswer} onChange={setCaptchaAnswer} onRefresh={() => setCaptchaAnswer('')} />
        <Button type="submit" variant="primary" className="btn-block" isDisabled={busy}>
          {t('auth.submit')}
        </Button>
      </form>
      <p className="login-aside"><Link to="/forgot-password">{t('auth.forgotLink')}</Link></p>
    </div>
  );
}
