import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { TextField } from '#app/shared/ui/text-field';
import { captchaQuery } from './captcha-query';
import { useT } from '#app/shared/i18n/use-t';
import { captchaMessages } from './captcha-messages';

/** The captcha picture (server SVG shown as an image, so no markup runs), a refresh button and the answer field. */
export function CaptchaField({ value, onChange, onRefresh }: { value: string; onChange: (value: string) => void; onRefresh: () => void }) {
  const t = useT(captchaMessages);
  const queryClient = useQueryClient();
  const captcha = useQuery(captchaQuery);
  const refresh = () => {
    onRefresh();
    void queryClient.invalidateQueries({ queryKey: captchaQuery.queryKey });
  };
  return (
    <div className="captcha">
      <div className="captcha-row">
        <div className="captcha-image" aria-busy={captcha.isFetching}>
          {captcha.data ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.data.image)}`}
              alt={t('captcha.image')}
              width={150}
              height={50}
            />
          ) : (
            <span className="muted">
              {t(captcha.isError ? 'captcha.failed' : 'captcha.loading')}
            </span>
          )}
        </div>
        <Button variant="secondary" onPress={refresh} aria-label={t('captcha.refresh')}>
          <Icon name="refresh" />
        </Button>
      </div>
      <TextField
        label={t('captcha.code')}
        description={t('captcha.help')}
        name="captchaAnswer"
        autoComplete="off"
        value={value}
        onChange={onChange}
        isRequired
        validationBehavior="aria"
      />
    </div>
  );
}

export function useCaptchaId(): string | undefined {
  return useQuery(captchaQuery).data?.captchaId;
}
