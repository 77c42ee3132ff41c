import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function saltedHash(salt: string, value: string): string {
  return sha256(`${salt}:${value}`);
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
