import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { passwordProblem } from '#core/auth';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** 16 random characters (96 bits) that meet the SPEC 5 password rule: a generated first or reset password. */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomToken(12);
    if (passwordProblem(candidate) === null) return candidate;
  }
}

export function saltedHash(salt: string, value: string): string {
  return sha256(`${salt}:${value}`);
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
