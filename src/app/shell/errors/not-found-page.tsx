import { SimpleLayout } from '#app/shell/layouts/layouts';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';
import { useT } from '#app/shared/i18n/use-t';
import { errorMessages } from './error-messages';

/** SPEC 2 404 page: title, explanation, back-to-home and reload. */
export function NotFoundView() {
  const t = useT(errorMessages);
  return (
    <ErrorView
      icon="search"
      title={t('errors.notFound.title')}
      actions={
        <>
          <LinkButton to="/" variant="primary">{t('errors.backHome')}</LinkButton>
          <Button onPress={() => window.location.reload()}>{t('errors.reload')}</Button>
        </>
      }
    >
      <p className="error-code" aria-hidden="true">404</p>
      <p>{t('errors.notFound.text')}</p>
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
