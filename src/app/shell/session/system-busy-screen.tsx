import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { useSession } from './use-session';
import { useT } from '#app/shared/i18n/use-t';
import { sessionMessages } from './session-messages';

/** SPEC 8: any init failure other than 401/403 (and other than an unreachable network). */
export function SystemBusyScreen() {
  const t = useT(sessionMessages);
  const { refresh, signOut } = useSession();
  return (
    <div className="shell-screen">
      <ErrorView
        icon="alert"
        title={t('session.busy.title')}
        actions={
          <>
            <Button variant="primary" onPress={() => void refresh()}>
              {t('session.retry')}
            </Button>
            <Button onPress={() => void signOut()}>{t('session.loginAgain')}</Button>
          </>
        }
      >
        <p>{t('session.busy.text')}</p>
      </ErrorView>
    </div>
  );
}
