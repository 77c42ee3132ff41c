import { useIntl } from 'react-intl';
import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';

/** SPEC 6: 'You can not access this page'. */
export function AccessDenied() {
  const intl = useIntl();
  return (
    <ErrorView
      icon="lock"
      title={intl.formatMessage({ id: 'management.denied.title' })}
      actions={<LinkButton to="/" variant="primary">{intl.formatMessage({ id: 'management.backHome' })}</LinkButton>}
    >
      <p>{intl.formatMessage({ id: 'management.denied.text' })}</p>
    </ErrorView>
  );
}
