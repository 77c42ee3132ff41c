import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect';
import { bearerAccount } from '#server/integrations/bearer-account';

declare module 'fastify' {
  interface FastifyRequest {
    /** the integration account behind a bearer request; null otherwise */
    integration: { accountId: number } | null;
  }
}

/**
 * The token of an `Authorization: Bearer …` header ('' when the scheme is there without a token),
 * null when the request does not use the scheme. A bearer request is authenticated by the header
 * alone: its cookies are ignored, and a browser cannot attach the header to a cross-site request.
 */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

/** The token's integration account (integrations/bearer-account.ts) becomes the request's user and `req.integration`. */
export async function resolveBearer(db: Db, req: FastifyRequest, token: string): Promise<void> {
  const { user, accountId } = await bearerAccount(db, req.company.id, token);
  req.user = user;
  req.integration = { accountId };
}
