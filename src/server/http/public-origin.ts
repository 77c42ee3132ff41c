import type { FastifyRequest } from 'fastify';

/**
 * Where absolute links to this server point: PUBLIC_URL when set, else the origin the request came
 * to. Only for links handed back to the signed-in caller (their own request's Host), never mailed.
 */
export const publicOrigin = (req: FastifyRequest): string => req.server.settings.publicUrl ?? `${req.protocol}://${req.host}`;

/**
 * Where a link mailed to whoever an anonymous caller names points: PUBLIC_URL. Anyone can send any
 * Host header, so the request's own origin is used only outside production (a link to an
 * attacker's host would hand them the token); null when there is none.
 */
export function mailedLinkOrigin(req: FastifyRequest): string | null {
  const { publicUrl, production } = req.server.settings;
  return publicUrl ?? (production ? null : `${req.protocol}://${req.host}`);
}
