import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '#app/shared/http/api-error';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { designerMessages } from './designer-messages';

/** The designer could not load its form: say why, offer to try again. */
export function DesignerLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useT(commonMessages, designerMessages);
  const domain = useDomainMessage();
  let reason = t('common.networkError');
  if (error instanceof ApiError && error.status === 403) reason = domain({ key: 'error.notOwner' });
  else if (error instanceof ApiError && !error.isNetwork) reason = error.message;
  return (
    <div className="designer">
      <Alert tone="error" title={t('designer.loadFailed')}>{reason}</Alert>
      <Button onPress={() => {
        reset();
        void router.invalidate();
      }}>{t('common.retry')}</Button>
    </div>
  );
}
