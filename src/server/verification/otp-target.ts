import type { VerificationChannel } from '#core/forms';
import { validationError } from '#server/domain/domain-error';

export type OtpChannel = Exclude<VerificationChannel, 'none'>;

const phonePattern = /^\+?\d{9,15}$/;

/**
 * One spelling per address, so a code asked for "Lan@Mail.vn" is verified for "lan@mail.vn" and a
 * phone typed with spaces or dots matches the same number without them.
 */
export function normaliseTarget(channel: OtpChannel, raw: string, field: string): string {
  if (channel === 'email') return raw.trim().toLowerCase();
  const phone = raw.replace(/[\s.()-]/g, '');
  if (!phonePattern.test(phone)) {
    throw validationError([{ field, key: 'validation.phone' }]);
  }
  return phone;
}
