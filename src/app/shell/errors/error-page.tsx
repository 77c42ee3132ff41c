import { isNotFound, useRouter, type ErrorComponentProps, type ErrorRouteComponent } from '@tanstack/react-router';
import { ApiError } from '#app/shared/http/api-error';
import { SimpleLayout } from '#app/shell/layouts/layouts';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';
import { NotFoundView } from './not-found-page';
import { ReloadView } from './reload-view';
import { isStaleCode } from './stale-code';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { errorMessages } from './error-messages';

/** SPEC 2 error page: 404 is the not-found screen; otherwise an icon with the server message or a client fallback. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useT(commonMessages, errorMessages);
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
      ? t('common.networkError')
      : api.message
    : t('errors.client');
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <SimpleLayout>
      <ErrorView
        icon={api?.isNetwork ? 'cloudOff' : 'alert'}
        title={t('errors.title')}
        actions={
          <>
            <Button variant="primary" onPress={retry}>{t('errors.retry')}</Button>
            <LinkButton to="/">{t('errors.backHome')}</LinkButton>
          </>
        }
      >
        <p>{message}</p>
        {api && api.status > 0 && <p className="muted">{t('errors.status', { status: api.status })}</p>}
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
