import { useIntl } from 'react-intl';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { useSession } from './use-session';

/** SPEC 8: any init failure other than 401/403 (and other than an unreachable network). */
export function SystemBusyScreen() {
  const intl = useIntl();
  const { refresh, signOut } = useSession();
  return (
    <div className="shell-screen">
      <ErrorView
        icon="alert"
        title={intl.formatMessage({ id: 'session.busy.title' })}
        actions={
          <>
            <Button variant="primary" onPress={() => void refresh()}>
              {intl.formatMessage({ id: 'session.retry' })}
            </Button>
            <Button onPress={() => void signOut()}>{intl.formatMessage({ id: 'session.loginAgain' })}</Button>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'session.busy.text' })}</p>
      </ErrorView>
    </div>
  );
}
