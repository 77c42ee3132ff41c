import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { captchaQuery } from '#app/shared/captcha/captcha-query';
import { safeRedirect, signIn } from './auth-api';
import { type AuthOutcome, OutcomeAlerts, failedOutcome } from './auth-outcome';
import { CaptchaField, useCaptchaId } from '#app/shared/captcha/captcha-field';
import { useT } from '#app/shared/i18n/use-t';
import { authMessages } from './auth-messages';
import { commonMessages } from '#app/shared/i18n/common-messages';

const AFTER_SIGN_IN = '/forms';

/** SPEC 2 sign-in: username or email, password, captcha; alerts for success, failure, incomplete input, in progress. */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const captchaId = useCaptchaId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [outcome, setOutcome] = useState<AuthOutcome>({ kind: 'idle' });
  const t = useT(authMessages, commonMessages);

  const submit = async (event: SubmitEvent) => {
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
      setOutcome(failedOutcome(error, t('auth.failed'), t('common.networkError')));
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
          {t('auth.alreadySignedIn', { name: session.user.name })} <Link to="/forms">{t('auth.goToForms')}</Link>
        </Alert>
      )}
      <OutcomeAlerts outcome={outcome} progress={t('auth.inProgress')} success={t('auth.success')} />
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
