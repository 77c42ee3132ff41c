import { useIntl } from 'react-intl';
import { SimpleLayout } from '#app/shell/layouts/layouts';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';

/** SPEC 2 404 page: title, explanation, back-to-home and reload. */
export function NotFoundView() {
  const intl = useIntl();
  return (
    <ErrorView
      icon="search"
      title={intl.formatMessage({ id: 'errors.notFound.title' })}
      actions={
        <>
          <LinkButton to="/" variant="primary">{intl.formatMessage({ id: 'errors.backHome' })}</LinkButton>
          <Button onPress={() => window.location.reload()}>{intl.formatMessage({ id: 'errors.reload' })}</Button>
        </>
      }
    >
      <p className="error-code" aria-hidden="true">404</p>
      <p>{intl.formatMessage({ id: 'errors.notFound.text' })}</p>
    </ErrorView>
  );
}

export function NotFoundPage() {
  return (
    <SimpleLayout>
      <NotFoundView />
    </SimpleLayout>
  );
}
