import { ErrorCode } from '#core/api';
import type { UserRow } from '#server/auth/session';
import { ApiError } from '#server/http/api-error';

/**
 * A queued answer made by a signed-in user names that user (X-Expected-User): it is saved only
 * under that user's session. Another person's session on the same device, or none, would store it
 * under the wrong name (or anonymously), so the whole request is refused and nothing is written;
 * the device keeps the answer until its author signs in again. Without the header nothing is checked.
 */
export function checkExpectedUser(expected: string | undefined, user: UserRow | null): void {
  if (expected === undefined || (user && String(user.id) === expected)) return;
  throw new ApiError(409, ErrorCode.SessionUserChanged, { key: 'error.sessionUserChanged' });
}
