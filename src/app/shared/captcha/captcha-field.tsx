import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { TextField } from '#app/shared/ui/text-field';
import { captchaQuery } from './captcha-query';

/** The captcha picture (server SVG shown as an image, so no markup runs), a refresh button and the answer field. */
export function CaptchaField({ value, onChange, onRefresh }: { value: string; onChange: (value: string) => void; onRefresh: () => void }) {
  const intl = useIntl();
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
              alt={intl.formatMessage({ id: 'auth.captchaImage' })}
              width={150}
              height={50}
            />
          ) : (
            <span className="muted">
              {intl.formatMessage({ id: captcha.isError ? 'auth.captchaFailed' : 'auth.captchaLoading' })}
            </span>
          )}
        </div>
        <Button variant="secondary" onPress={refresh} aria-label={intl.formatMessage({ id: 'auth.captchaRefresh' })}>
          <Icon name="refresh" />
        </Button>
      </div>
      <TextField
        label={intl.formatMessage({ id: 'auth.captcha' })}
        description={intl.formatMessage({ id: 'auth.captchaHelp' })}
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
