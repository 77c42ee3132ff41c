import { z } from 'zod';

/**
 * POST /api/oauth/token: the OAuth 2.0 client-credentials grant (RFC 6749 §4.4). It speaks OAuth's
 * own reply and error format, not the envelope (docs/decisions.md D55).
 */
export const OAUTH_GRANT_TYPE = 'client_credentials';

/** The request as documented (form-encoded); the route reads and checks it itself, to answer in OAuth's format. */
export const oauthTokenRequestSchema = z.object({
  grant_type: z.literal(OAUTH_GRANT_TYPE),
  /** space-delimited permission codes the client wants; each must be in its account's scope */
  scope: z.string().optional(),
  /** client authentication in the body, instead of HTTP Basic (never both) */
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/** RFC 6749 §5.1 */
export const oauthTokenReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** seconds */
  expires_in: z.number().int(),
  /** the account's whole scope, space-delimited: what the token may do (absent when empty) */
  scope: z.string().optional(),
});
export type OAuthTokenReply = z.infer<typeof oauthTokenReplySchema>;

/** RFC 6749 §5.2, plus temporarily_unavailable for a throttled client (429 with Retry-After). */
export const oauthErrorCodes = [
  'invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope',
  'temporarily_unavailable',
] as const;
export type OAuthErrorCode = (typeof oauthErrorCodes)[number];

export const oauthErrorSchema = z.object({
  error: z.enum(oauthErrorCodes),
  /** English, in the ASCII RFC 6749 allows */
  error_description: z.string(),
});
export type OAuthErrorReply = z.infer<typeof oauthErrorSchema>;
