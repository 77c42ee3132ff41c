import type { FastifyRequest } from 'fastify';

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
