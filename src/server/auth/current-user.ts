import type { CurrentUser } from '#core/api';
import { unauthorized } from '#server/http/api-error';
import type { FastifyRequest } from 'fastify';
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

/** The signed-in user of the request, or a 401. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}
