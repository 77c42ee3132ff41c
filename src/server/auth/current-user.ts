import type { CurrentUser } from '#core/api';
import { signedInUser } from '#server/domain/actor';
import type { UserRow } from './session';

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    status: user.status,
    role: user.role,
    isSystem: user.isSystem,
    level: user.level,
    companyId: user.companyId,
  };
}

/** The signed-in user of a request (which has the actor's `user`), or a 401: routes not yet handing req.actor to a use-case. */
export const requireUser: (req: { readonly user: UserRow | null }) => UserRow = signedInUser;
