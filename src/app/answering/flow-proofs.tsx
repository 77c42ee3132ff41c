import { useState } from 'react';
import type { PublicForm } from '#core/forms';
import { CaptchaAnswer } from './captcha-answer';
import { useBrowserOnline } from './flow-online';
import type { AnsweringSession } from './use-answering';
import { VerificationStep } from './verification-step';

/** Whether a missing verification may wait for the outbox: the browser is offline or the server was unreachable. */
export function useVerificationCanWait(): [boolean, () => void] {
  const online = useBrowserOnline();
  const [unreachable, setUnreachable] = useState(false);
  return [!online || unreachable, () => setUnreachable(true)];
}

/** What the last page asks before submitting: the verified email or phone, and the captcha. */
export function FlowProofs({ form, session, canWait, onUnreachable }: {
  form: PublicForm;
  session: AnsweringSession;
  canWait: boolean;
  onUnreachable: () => void;
}) {
  const { settings } = form.design;
  return (
    <>
      {settings.verification !== 'none' && (
        <VerificationStep formId={form.id} channel={settings.verification} verified={session.verification}
          onVerified={session.setVerification} missing={session.proofMissing === 'verification'}
          canWait={canWait} onUnreachable={onUnreachable} />
      )}
      {settings.requireCaptcha && (
        <CaptchaAnswer value={session.captchaAnswer} onChange={session.setCaptchaAnswer} missing={session.proofMissing === 'captcha'} />
      )}
    </>
  );
}
