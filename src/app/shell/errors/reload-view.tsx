import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { isStaleCode } from './stale-code';
import { useT } from '#app/shared/i18n/use-t';
import { errorMessages } from './error-messages';

/**
 * An error only a reload can cure, with the reload button: the app's files changed under this tab
 * (stale code), or the page broke outside every route's error screen. Needs no router.
 */
export function ReloadView({ error }: { error: unknown }) {
  const t = useT(errorMessages);
  const stale = isStaleCode(error);
  return (
    <ErrorView
      icon="alert"
      title={t(stale ? 'errors.staleTitle' : 'errors.title')}
      actions={<Button variant="primary" onPress={() => window.location.reload()}>{t('errors.reload')}</Button>}
    >
      <p>{t(stale ? 'errors.staleText' : 'errors.client')}</p>
    </ErrorView>
  );
}
