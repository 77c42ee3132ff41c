import type { FastifyRequest } from 'fastify';

/**
 * Where absolute links to this server point: PUBLIC_URL when set, else the origin the request came
 * to. Only for links handed back to the signed-in caller (their own request's Host), never mailed.
 */
export const publicOrigin = (req: FastifyRequest): string => req.server.settings.publicUrl ?? `${req.protocol}://${req.host}`;
