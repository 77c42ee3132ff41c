import type { Db } from '#server/db/connect';
import { revokeSession } from '../session';

/** logout: the request's session (if it has one) ends; the route clears the cookie either way. */
export async function signOut(db: Db, sessionId: number | null): Promise<void> {
  if (sessionId !== null) await revokeSession(db, sessionId);
}
