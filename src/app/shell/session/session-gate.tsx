import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '#app/shared/ui/spinner';
import { LockedScreen } from './locked-screen';
import { SystemBusyScreen } from './system-busy-screen';
import { useSession } from './use-session';
import { useT } from '#app/shared/i18n/use-t';
import { sessionMessages } from './session-messages';

/**
 * What a layout shows instead of its content while the session is not usable.
 * - 'none': never blocks (the public form: a citizen must always be able to answer)
 * - 'public': content at once; only a locked account replaces it (home, login, 404)
 * - 'signed-in': loading indicator, system-busy, locked screen, or a redirect to /login
 */
export type SessionAccess = 'none' | 'public' | 'signed-in';

export function SessionGate({ access, children }: { access: SessionAccess; children: ReactNode }) {
  const t = useT(sessionMessages);
  const session = useSession();
  if (access === 'none') return children;
  if (session.state === 'locked') return <LockedScreen />;
  if (access === 'public') return children;
  if (session.state === 'loading' && !session.user) return <Spinner label={t('session.loading')} />;
  if (session.state === 'error') return <SystemBusyScreen />;
  if (!session.user) return <RedirectToLogin label={t('session.signInRequired')} />;
  return children;
}

/** Navigates once (a <Navigate> re-firing on every location change while the old route is still shown loops). */
function RedirectToLogin({ label }: { label: string }) {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const redirect = router.state.location.href;
    void router.navigate({ to: '/login', search: { redirect }, replace: true });
  }, [router]);
  return <Spinner label={label} />;
}
