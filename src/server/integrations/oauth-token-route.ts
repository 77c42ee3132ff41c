import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type OAuthErrorCode, failureSchema, integrationCalls, oauthErrorSchema, oauthTokenReplySchema } from '#core/api';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { type TokenRefusal, grantToken } from './commands/issue-token';
import { type OAuthRefusal, parseTokenRequest } from './oauth-request';

/** RFC 6749 §5.1: token replies, refusals included, are never cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;
/** RFC 6749 §5.2: invalid_client is a 401 that names the scheme the client may authenticate with. */
const CHALLENGE = 'Basic realm="oauth", charset="UTF-8"';
const BODY_LIMIT = 16 * 1024;
/** OAuth's own errors, or the envelope when a check before the route refuses (x-company-id, a bearer header) */
const failure = z.union([oauthErrorSchema, failureSchema]);

function refuse(reply: FastifyReply, { error, description }: OAuthRefusal, waitSeconds?: number) {
  const status = error === 'invalid_client' ? 401 : waitSeconds === undefined ? 400 : 429;
  void reply.code(status).headers(NO_STORE);
  if (status === 401) void reply.header('www-authenticate', CHALLENGE);
  if (waitSeconds !== undefined) void reply.header('retry-after', String(waitSeconds));
  return reply.send({ error, error_description: description });
}

const refusals: Record<Exclude<TokenRefusal['refused'], 'throttled'>, { error: OAuthErrorCode; description: string }> = {
  credentials: { error: 'invalid_client', description: 'The client id or secret is wrong' },
  disabled: { error: 'unauthorized_client', description: 'This integration account is disabled' },
  scope: { error: 'invalid_scope', description: 'The scope asks for a permission this account does not have' },
};

/**
 * POST /api/oauth/token (RFC 6749 §4.4), beside POST /api/v1/IntegrateUser/token: the same grant,
 * in OAuth's format (docs/decisions.md D55). Its body is form-encoded (the definition's
 * bodyEncoding): every body reaches the handler as text, so a JSON or multipart body is refused in
 * OAuth's words too, by parseTokenRequest.
 */
export function oauthTokenRoute(app: ZodApp): void {
  registerCall(app, integrationCalls.oauthToken, {
    tags: ['IntegrateUser'],
    summary: 'OAuth 2.0 client credentials (RFC 6749 §4.4) → a bearer token for one hour; client authentication by HTTP Basic or in the body (anyone; rate-limited)',
    bodyLimit: BODY_LIMIT,
    security: [{ company: [] }, { company: [], clientBasic: [] }],
    replies: { 200: oauthTokenReplySchema, 400: failure, 401: failure, 429: failure },
  }, async (req, reply) => {
    const parsed = parseTokenRequest(req.headers['content-type'], req.body, req.headers.authorization);
    if ('refusal' in parsed) return refuse(reply, parsed.refusal);
    const { clientId, clientSecret, scope: wanted } = parsed.request;
    const outcome = await grantToken(app.db, req.actor, { clientId, clientSecret }, wanted);
    if ('token' in outcome) {
      const { accessToken, expiresIn } = outcome.token;
      const granted = outcome.scope.join(' ');
      return reply.headers(NO_STORE).send({ access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, ...(granted ? { scope: granted } : {}) });
    }
    if (outcome.refused === 'throttled') {
      return refuse(reply, { error: 'temporarily_unavailable', description: `Too many attempts: try again in ${outcome.waitSeconds} seconds` }, outcome.waitSeconds);
    }
    return refuse(reply, refusals[outcome.refused]);
  });
}
