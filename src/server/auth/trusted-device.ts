import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { trustedDevices } from '#server/db/schema/index';
import { randomToken, sha256 } from './tokens';

export const DEVICE_TTL_MS = 180 * 24 * 3600 * 1000;

/**
 * The hash of the device token (the browser's device cookie) when it names a device where `userId`
 * signed in before (not expired), else null. Queried whenever a token is sent, whether the account
 * exists or not.
 */
export async function knownDeviceOf(db: Db, deviceToken: string | undefined, userId: number | null): Promise<string | null> {
  if (!deviceToken) return null;
  const tokenHash = sha256(deviceToken);
  const [row] = await db.select({ tokenHash: trustedDevices.tokenHash }).from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId ?? 0), gt(trustedDevices.expiresAt, new Date()))).limit(1);
  return row ? tokenHash : null;
}

/**
 * After a successful sign-in: a new device token (a stolen old one stops working), which keeps the
 * other users this browser knew and adds this one. Returns the token for the device cookie.
 */
export async function rememberDevice(db: Db, previousToken: string | undefined, userId: number): Promise<string> {
  const now = new Date();
  const token = randomToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  await db.transaction(async (tx) => {
    if (previousToken) {
      await tx.update(trustedDevices).set({ tokenHash })
        .where(and(eq(trustedDevices.tokenHash, sha256(previousToken)), gt(trustedDevices.expiresAt, now)));
    }
    await tx.insert(trustedDevices).values({ tokenHash, userId, expiresAt })
      .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.userId], set: { expiresAt } });
    await tx.delete(trustedDevices).where(and(eq(trustedDevices.userId, userId), lt(trustedDevices.expiresAt, now)));
  });
  return token;
}
