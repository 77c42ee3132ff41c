import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';

/** The designer could not load its form: say why, offer to try again. */
export function DesignerLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const intl = useIntl();
  const domain = useDomainMessage();
  let reason = intl.formatMessage({ id: 'common.networkError' });
  if (error instanceof ApiError && error.status === 403) reason = domain({ key: 'error.notOwner' });
  else if (error instanceof ApiError && !error.isNetwork) reason = error.message;
  return (
    <div className="designer">
      <Alert tone="error" title={intl.formatMessage({ id: 'designer.loadFailed' })}>{reason}</Alert>
      <Button onPress={() => {
        reset();
        void router.invalidate();
      }}>{intl.formatMessage({ id: 'common.retry' })}</Button>
    </div>
  );
}
