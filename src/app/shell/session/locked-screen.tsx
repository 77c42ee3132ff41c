import { useEffect, useRef, useState } from 'react';
import { LOCKED_COUNTDOWN_SECONDS } from '#core/constants';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { showToast } from '#app/shared/ui/toast';
import { useSession } from './use-session';
import { useT } from '#app/shared/i18n/use-t';
import { sessionMessages } from './session-messages';

/** SPEC 4/8: a locked or refused account sees why, a toast, and is signed out after 10 seconds. */
export function LockedScreen() {
  const t = useT(sessionMessages);
  const { lockReason, signOut } = useSession();
  const [seconds, setSeconds] = useState(LOCKED_COUNTDOWN_SECONDS);
  const forbidden = lockReason === 'forbidden';
  const title = t(forbidden ? 'session.forbidden.title' : 'session.locked.title');
  const text = t(forbidden ? 'session.forbidden.text' : 'session.locked.text');
  const toasted = useRef(false);

  useEffect(() => {
    // the screen itself explains; the toast only names what happened, so it hides nothing on a phone
    if (!toasted.current) showToast('error', title);
    toasted.current = true;
  }, [title]);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) void signOut();
  }, [seconds, signOut]);

  return (
    <div className="shell-screen">
      <ErrorView
        icon="lock"
        title={title}
        actions={
          <Button variant="primary" onPress={() => void signOut()}>
            {t('session.loginAgain')}
          </Button>
        }
      >
        <p>{text}</p>
        <p className="countdown" aria-live="off">
          {t('session.countdown', { seconds })}
        </p>
      </ErrorView>
    </div>
  );
}
