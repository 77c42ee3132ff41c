import type {} from '@fastify/cookie';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect';
import { sessions, users } from '#server/db/schema/index';
import { randomToken, sha256 } from './tokens';

export type UserRow = typeof users.$inferSelect;
export const SESSION_COOKIE = 'sid';
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

export async function createSession(db: Db, req: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: user.id,
    companyId: user.companyId,
    idleExpiresAt: new Date(now + IDLE_MS),
    absoluteExpiresAt: new Date(now + ABSOLUTE_MS),
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  });
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: ABSOLUTE_MS / 1000,
  });
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

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
}

export async function revokeOtherSessions(db: Db, userId: number, keepId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}

export function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
