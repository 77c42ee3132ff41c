import { useState } from 'react';
import { retryWithProof } from '#offline/index';
import { CaptchaField, useCaptchaId } from '#app/shared/captcha/captcha-field';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

/** The captcha the server asked for, solved right in the outbox; the kept answer is then sent again. */
export function CaptchaRetry({ responseId }: { responseId: string }) {
  const t = useT(syncMessages);
  const captchaId = useCaptchaId();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const send = () => {
    if (!captchaId || answer.trim() === '') {
      showToast('error', t('sync.captchaMissing'));
      return;
    }
    setBusy(true);
    retryWithProof(responseId, { captchaId, captchaAnswer: answer.trim() })
      .catch(() => showToast('error', t('sync.actionFailed')))
      .finally(() => setBusy(false));
  };
  return (
    <div className="outbox-captcha">
      <CaptchaField value={answer} onChange={setAnswer} onRefresh={() => setAnswer('')} />
      <Button variant="primary" onPress={send} isDisabled={busy}>{t('sync.sendWithCaptcha')}</Button>
    </div>
  );
}
