import { Navigate, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../ui/spinner';
import { LockedScreen } from './locked-screen';
import { SystemBusyScreen } from './system-busy-screen';
import { useSession } from './use-session';

/**
 * What a layout shows instead of its content while the session is not usable.
 * - 'none': never blocks (the public form: a citizen must always be able to answer)
 * - 'public': content at once; only a locked account replaces it (home, login, 404)
 * - 'signed-in': loading indicator, system-busy, locked screen, or a redirect to /login
 */
export type SessionAccess = 'none' | 'public' | 'signed-in';

export function SessionGate({ access, children }: { access: SessionAccess; children: ReactNode }) {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  if (access === 'none') return children;
  if (session.state === 'locked') return <LockedScreen />;
  if (access === 'public') return children;
  if (session.state === 'loading' && !session.user) return <Spinner label={intl.formatMessage({ id: 'session.loading' })} />;
  if (session.state === 'error') return <SystemBusyScreen />;
  if (!session.user) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return children;
}
