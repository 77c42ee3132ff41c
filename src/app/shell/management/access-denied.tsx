import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';
import { useT } from '#app/shared/i18n/use-t';
import { managementMessages } from './management-messages';

/** SPEC 6: 'You can not access this page'. */
export function AccessDenied() {
  const t = useT(managementMessages);
  return (
    <ErrorView
      icon="lock"
      title={t('management.denied.title')}
      actions={<LinkButton to="/" variant="primary">{t('management.backHome')}</LinkButton>}
    >
      <p>{t('management.denied.text')}</p>
    </ErrorView>
  );
}
