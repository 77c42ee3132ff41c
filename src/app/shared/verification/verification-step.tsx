import { useState, type KeyboardEvent } from 'react';
import { generateEmailOtpBodySchema, generateSmsOtpBodySchema } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { useCountdown } from '#app/shared/lib/use-countdown';
import { confirmCode, requestCode, type Verified, type VerifyChannel } from './verification-api';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { verificationMessages } from './verification-messages';

interface Props {
  formId: number;
  channel: VerifyChannel;
  verified: Verified | null;
  onVerified: (value: Verified | null) => void;
  /** the person pressed submit without verifying */
  missing: boolean;
  /** offline: the answer may be queued unverified */
  canWait: boolean;
  /** the server could not be reached while sending or checking a code */
  onUnreachable: () => void;
}

interface Sent {
  target: string;
  resendAfter: number;
  at: number;
}

/** Enter in these fields acts on this step instead of submitting the whole answer form. */
const onEnter = (act: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  act();
};

/** "Verify your email / phone": address, a 6-digit code, the proof kept with the answer. */
export function VerificationStep({ formId, channel, verified, onVerified, missing, canWait, onUnreachable }: Props) {
  const domain = useDomainMessage();
  const t = useT(verificationMessages, commonMessages);
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resendLeft = useCountdown(sent?.resendAfter ?? 0, sent !== null, undefined, sent?.at);
  const email = channel === 'email';
  const titleId = `verify-${channel}-title`;

  const failed = (error: unknown, field: string) => {
    if (error instanceof ApiError && error.isNetwork) {
      onUnreachable(); // the note below says the answer can wait
      setProblem(null);
      return;
    }
    const message = error instanceof ApiError ? error.fieldError(field) ?? error.message : '';
    setProblem(message || domain({ key: field === 'code' ? 'error.server' : 'error.codeNotSent' }));
  };

  const send = async () => {
    const address = target.trim();
    const valid = email
      ? generateEmailOtpBodySchema.safeParse({ email: address }).success
      : generateSmsOtpBodySchema.safeParse({ formId, phone: address }).success && /^\+?[\d .-]+$/.test(address);
    if (!valid) {
      setProblem(domain({ key: email ? 'validation.email' : 'validation.phone' }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const reply = await requestCode(channel, formId, address);
      // `at` counts the codes asked for, so that each one restarts the resend countdown
      setSent((before) => ({ target: address, resendAfter: reply.resendAfter, at: (before?.at ?? 0) + 1 }));
      setCode('');
    } catch (error) {
      failed(error, email ? 'email' : 'phone');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!sent) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem(t('answerFlow.verify.codeInvalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onVerified(await confirmCode(channel, formId, sent.target, code.trim()));
      setSent(null);
      setCode('');
    } catch (error) {
      failed(error, 'code');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card flow-proof" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(email ? 'answerFlow.verify.emailTitle' : 'answerFlow.verify.phoneTitle')}</h2>
      {verified ? (
        <>
          <Alert tone="success">{t('answerFlow.verify.done', { target: verified.target })}</Alert>
          <Button variant="quiet" onPress={() => onVerified(null)}>{t('answerFlow.verify.change')}</Button>
        </>
      ) : sent ? (
        <>
          <p>{t('answerFlow.verify.sent', { target: sent.target })}</p>
          <TextField label={t('answerFlow.verify.code')} description={t('answerFlow.verify.codeHint')} value={code} onChange={setCode} inputMode="numeric"
            autoComplete="one-time-code" maxLength={6} name="verificationCode" isRequired validationBehavior="aria"
            errorMessage={problem ?? undefined} onKeyDown={onEnter(() => void confirm())} />
          <div className="flow-actions">
            <Button variant="primary" isDisabled={busy} onPress={() => void confirm()}>{t('answerFlow.verify.confirm')}</Button>
            <Button isDisabled={busy || resendLeft > 0} onPress={() => void send()}>
              {resendLeft > 0 ? t('answerFlow.verify.resendIn', { seconds: resendLeft }) : t('answerFlow.verify.resend')}
            </Button>
            <Button variant="quiet" onPress={() => { setSent(null); setProblem(null); }}>{t('answerFlow.verify.change')}</Button>
          </div>
        </>
      ) : (
        <>
          <TextField label={t(email ? 'answerFlow.verify.email' : 'answerFlow.verify.phone')} type={email ? 'email' : 'tel'} value={target} onChange={setTarget}
            autoComplete={email ? 'email' : 'tel'} name={email ? 'verifyEmail' : 'verifyPhone'} isRequired validationBehavior="aria"
            errorMessage={problem ?? undefined} onKeyDown={onEnter(() => void send())} />
          <Button variant="primary" isDisabled={busy} onPress={() => void send()}>{t('answerFlow.verify.send')}</Button>
        </>
      )}
      {!verified && canWait && <Alert tone="info">{t('answerFlow.verify.offline')}</Alert>}
      {!verified && missing && !canWait && <Alert tone="error">{domain({ key: 'error.verificationRequired' })}</Alert>}
    </section>
  );
}
