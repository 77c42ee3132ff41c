import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { Db } from '#server/db/connect';
import { sessions, users } from '#server/db/schema/index';
import { randomToken, sha256 } from './tokens';

export type UserRow = typeof users.$inferSelect;
export const IDLE_MS = 7 * 24 * 3600 * 1000;
export const ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Sliding the idle expiry costs a write; do it at most once a minute per session. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface SessionInfo {
  id: number;
  userId: number;
  /** the user record as found: null when it is gone */
  record: UserRow | null;
}

/** A new session of the user from this client; returns its token, for the cookie (only its sha256 is stored). */
export async function openSession(db: Db, user: UserRow, client: { ip: string; userAgent: string | null }): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: user.id,
    companyId: user.companyId,
    idleExpiresAt: new Date(now + IDLE_MS),
    absoluteExpiresAt: new Date(now + ABSOLUTE_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** Finds the live session of the cookie in this company, sliding its idle expiry. */
export async function findSession(db: Db, token: string, companyId: number): Promise<SessionInfo | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1);
  if (row?.session.companyId !== companyId) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const idle = new Date(Math.min(now.getTime() + IDLE_MS, row.session.absoluteExpiresAt.getTime()));
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt: idle }).where(eq(sessions.id, row.session.id));
  }
  return { id: row.session.id, userId: row.session.userId, record: row.user };
}

/** The session's user while active (a locked or vanished user acts as nobody). */
export const activeUserOf = (session: SessionInfo | null): UserRow | null =>
  session?.record?.status === UserStatus.Active ? session.record : null;

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
}

/** Ends every live session of the user (deleted, or their password set by someone else). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeOtherSessions(db: Db, userId: number, keepId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}
