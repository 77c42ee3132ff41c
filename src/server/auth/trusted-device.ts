import type {} from '@fastify/cookie';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { api } from '#core/api';
import type { Db } from '#server/db/connect';
import { trustedDevices } from '#server/db/schema/index';
import { randomToken, sha256 } from './tokens';

export const DEVICE_COOKIE = 'device';
export const DEVICE_TTL_MS = 180 * 24 * 3600 * 1000;

/**
 * The hash of the request's device cookie when it names a device where `userId` signed in before
 * (not expired), else null. Queried whenever a cookie is sent, whether the account exists or not.
 */
export async function knownDeviceOf(db: Db, req: FastifyRequest, userId: number | null): Promise<string | null> {
  const token = req.cookies[DEVICE_COOKIE];
  if (!token) return null;
  const tokenHash = sha256(token);
  const [row] = await db.select({ tokenHash: trustedDevices.tokenHash }).from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId ?? 0), gt(trustedDevices.expiresAt, new Date()))).limit(1);
  return row ? tokenHash : null;
}

/**
 * After a successful sign-in: a new device cookie (a stolen old one stops working), which keeps the
 * other users this browser knew and adds this one. HttpOnly, SameSite=Strict, sent only to sign-in.
 */
export async function rememberDevice(db: Db, req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const now = new Date();
  const token = randomToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  const previous = req.cookies[DEVICE_COOKIE];
  await db.transaction(async (tx) => {
    if (previous) {
      await tx.update(trustedDevices).set({ tokenHash })
        .where(and(eq(trustedDevices.tokenHash, sha256(previous)), gt(trustedDevices.expiresAt, now)));
    }
    await tx.insert(trustedDevices).values({ tokenHash, userId, expiresAt })
      .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.userId], set: { expiresAt } });
    await tx.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), lt(trustedDevices.expiresAt, now)));
  });
  void reply.setCookie(DEVICE_COOKIE, token, {
    path: api.login,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
