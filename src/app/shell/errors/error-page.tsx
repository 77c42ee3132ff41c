import { isNotFound, useRouter, type ErrorComponentProps, type ErrorRouteComponent } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { SimpleLayout } from '#app/shell/layouts/layouts';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';
import { NotFoundView } from './not-found-page';
import { ReloadView } from './reload-view';
import { isStaleCode } from './stale-code';

/** SPEC 2 error page: 404 is the not-found screen; otherwise an icon with the server message or a client fallback. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  if (isStaleCode(error)) {
    return (
      <SimpleLayout>
        <ReloadView error={error} />
      </SimpleLayout>
    );
  }
  if (isNotFound(error) || (error instanceof ApiError && error.status === 404)) {
    return (
      <SimpleLayout>
        <NotFoundView />
      </SimpleLayout>
    );
  }
  const api = error instanceof ApiError ? error : null;
  const message = api
    ? api.isNetwork
      ? intl.formatMessage({ id: 'common.networkError' })
      : api.message
    : intl.formatMessage({ id: 'errors.client' });
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <SimpleLayout>
      <ErrorView
        icon={api?.isNetwork ? 'cloudOff' : 'alert'}
        title={intl.formatMessage({ id: 'errors.title' })}
        actions={
          <>
            <Button variant="primary" onPress={retry}>{intl.formatMessage({ id: 'errors.retry' })}</Button>
            <LinkButton to="/">{intl.formatMessage({ id: 'errors.backHome' })}</LinkButton>
          </>
        }
      >
        <p>{message}</p>
        {api && api.status > 0 && <p className="muted">{intl.formatMessage({ id: 'errors.status' }, { status: api.status })}</p>}
      </ErrorView>
    </SimpleLayout>
  );
}

/** A route's own error screen, except for stale code: that one only a reload cures, whatever the route. */
export function staleCodeFirst(Screen: ErrorRouteComponent): ErrorRouteComponent {
  return function RouteError(props: ErrorComponentProps) {
    return isStaleCode(props.error) ? <ErrorPage {...props} /> : <Screen {...props} />;
  };
}
