import { use } from 'react';
import { SessionContext, type Session } from './session-context';

export type { Session } from './session-context';

/** The session of the app shell: state, user, permissions, company settings, refresh, signOut. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider> (the root route)');
  return session;
}
