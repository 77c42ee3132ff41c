import { randomBytes } from 'node:crypto';
import { hashPassword, verifyDummy, verifyPassword } from '#server/auth/password-hash';
import { randomToken } from '#server/auth/tokens';

export const newClientId = () => `ic-${randomBytes(10).toString('hex')}`;

/** 32 random bytes: too long to guess, so the rate limit only guards the argon2 cost. */
export async function newSecret(): Promise<{ secret: string; hash: string }> {
  const secret = randomToken(32);
  return { secret, hash: await hashPassword(secret) };
}

/** Not an argon2 encoding: verification always fails, so a service user can never sign in with a password. */
export const unusablePasswordHash = () => `!integration:${randomToken(24)}`;

export const serviceUsername = (clientId: string) => `integration:${clientId}`;

/** Spends the argon2 time even when the client id is unknown, so timing does not reveal which ids exist. */
export async function secretMatches(hash: string | null, secret: string): Promise<boolean> {
  if (hash === null) {
    await verifyDummy(secret);
    return false;
  }
  return verifyPassword(hash, secret);
}
