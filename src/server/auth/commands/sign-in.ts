import type { SignInBody } from '#core/api';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { authenticate } from '../login';
import { type UserRow, openSession } from '../session';
import { rememberDevice } from '../trusted-device';

export interface SignInInput {
  credentials: SignInBody;
  /** the browser's device cookie, if it sent one */
  deviceToken: string | undefined;
  userAgent: string | null;
}

/** login: the password check (login.ts), then a new session and a renewed known-device token, for the cookies. */
export async function signIn(db: Db, actor: Actor, input: SignInInput): Promise<{ user: UserRow; sessionToken: string; deviceToken: string }> {
  const user = await authenticate(db, actor, input.credentials, input.deviceToken);
  const sessionToken = await openSession(db, user, { ip: actor.ip, userAgent: input.userAgent });
  const deviceToken = await rememberDevice(db, input.deviceToken, user.id);
  return { user, sessionToken, deviceToken };
}
