import { useQuery } from '@tanstack/react-query';
import { captchaQuery } from '#app/shared/captcha/captcha-query';
import { CaptchaField } from '#app/shared/captcha/captcha-field';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from './answer-flow-messages';

/** The captcha of the last page (settings.requireCaptcha); loaded only once the person gets there. */
export function CaptchaAnswer({ value, onChange, missing }: { value: string; onChange: (value: string) => void; missing: boolean }) {
  const t = useT(answerFlowMessages);
  const domain = useDomainMessage();
  const captcha = useQuery(captchaQuery);
  return (
    <div className="card flow-proof">
      <CaptchaField value={value} onChange={onChange} onRefresh={() => onChange('')} />
      {missing && <Alert tone="error">{domain({ key: 'error.captchaRequired' })}</Alert>}
      {captcha.isError && <Alert tone="info">{t('answerFlow.captchaOffline')}</Alert>}
    </div>
  );
}

/** The id of the captcha on screen, read from the cache without loading one. */
export function useShownCaptchaId(): string | undefined {
  return useQuery({ ...captchaQuery, enabled: false }).data?.captchaId;
}
