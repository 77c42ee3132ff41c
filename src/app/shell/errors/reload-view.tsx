import { useIntl } from 'react-intl';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { isStaleCode } from './stale-code';

/**
 * An error only a reload can cure, with the reload button: the app's files changed under this tab
 * (stale code), or the page broke outside every route's error screen. Needs no router.
 */
export function ReloadView({ error }: { error: unknown }) {
  const intl = useIntl();
  const stale = isStaleCode(error);
  return (
    <ErrorView
      icon="alert"
      title={intl.formatMessage({ id: stale ? 'errors.staleTitle' : 'errors.title' })}
      actions={<Button variant="primary" onPress={() => window.location.reload()}>{intl.formatMessage({ id: 'errors.reload' })}</Button>}
    >
      <p>{intl.formatMessage({ id: stale ? 'errors.staleText' : 'errors.client' })}</p>
    </ErrorView>
  );
}
