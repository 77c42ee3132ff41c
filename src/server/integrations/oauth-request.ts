import { OAUTH_GRANT_TYPE, type OAuthErrorCode } from '#core/api';

/** A token request that passed every syntactic check (RFC 6749 §4.4.2 and §2.3.1). */
export interface OAuthTokenRequest {
  clientId: string;
  clientSecret: string;
  /** the scope-tokens asked for; empty when the request names none */
  scope: string[];
}

export interface OAuthRefusal {
  error: OAuthErrorCode;
  description: string;
}

export type ParsedTokenRequest = { request: OAuthTokenRequest } | { refusal: OAuthRefusal };

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** RFC 6749 §3.3: scope-token = 1*( %x21 / %x23-5B / %x5D-7E ) */
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;
const MAX_CLIENT_ID = 200;
const MAX_SECRET = 500;

const refuse = (error: OAuthErrorCode, description: string): { refusal: OAuthRefusal } => ({ refusal: { error, description } });

/** The body's parameters; a parameter sent twice is refused (§3.2), one sent empty counts as absent. */
function formParameters(body: string): Map<string, string> | { refusal: OAuthRefusal } {
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    if (params.has(name)) return refuse('invalid_request', `The parameter ${name} is sent more than once`);
    params.set(name, value);
  }
  for (const [name, value] of params) if (value === '') params.delete(name);
  return params;
}

/** RFC 6749 §2.3.1: client id and secret are each form-urlencoded, then joined by ':' and base64-encoded. */
function basicCredentials(authorization: string): { id: string; secret: string } | null {
  const match = /^basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(authorization.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const formDecode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

function clientAuthentication(authorization: string | undefined, params: Map<string, string>): { id: string; secret: string } | { refusal: OAuthRefusal } {
  const bodyId = params.get('client_id');
  const bodySecret = params.get('client_secret');
  if (authorization !== undefined) {
    const basic = basicCredentials(authorization);
    if (!basic) return refuse('invalid_client', 'The Authorization header is not valid HTTP Basic client authentication');
    if (bodySecret !== undefined) return refuse('invalid_request', 'Use one client authentication method: HTTP Basic or client_id and client_secret in the body, not both');
    if (bodyId !== undefined && bodyId !== basic.id) return refuse('invalid_request', 'The client_id in the body differs from the one in the Authorization header');
    return basic;
  }
  if (bodyId === undefined && bodySecret === undefined) return refuse('invalid_client', 'Client authentication is missing: use HTTP Basic or client_id and client_secret');
  if (bodyId === undefined || bodySecret === undefined) return refuse('invalid_client', 'Client authentication needs both client_id and client_secret');
  return { id: bodyId, secret: bodySecret };
}

function scopeTokens(scope: string | undefined): string[] | { refusal: OAuthRefusal } {
  if (scope === undefined) return [];
  const tokens = scope.split(' ').filter((token) => token !== '');
  if (tokens.some((token) => !SCOPE_TOKEN.test(token))) return refuse('invalid_scope', 'The scope holds a character RFC 6749 does not allow');
  return [...new Set(tokens)];
}

/**
 * Reads a token request: form-encoded body, grant type, client authentication (HTTP Basic or the
 * body, never both) and scope. Only syntax is checked here; the credentials are checked by grantToken.
 */
export function parseTokenRequest(contentType: string | undefined, body: unknown, authorization: string | undefined): ParsedTokenRequest {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== FORM_TYPE || typeof body !== 'string') return refuse('invalid_request', `The body must be ${FORM_TYPE}`);
  const params = formParameters(body);
  if ('refusal' in params) return params;
  const grantType = params.get('grant_type');
  if (grantType === undefined) return refuse('invalid_request', 'The parameter grant_type is missing');
  if (grantType !== OAUTH_GRANT_TYPE) return refuse('unsupported_grant_type', `Only the grant type ${OAUTH_GRANT_TYPE} is supported`);
  const client = clientAuthentication(authorization, params);
  if ('refusal' in client) return client;
  if (client.id === '' || client.secret === '' || client.id.length > MAX_CLIENT_ID || client.secret.length > MAX_SECRET) {
    return refuse('invalid_client', 'The client id or secret is wrong');
  }
  const scope = scopeTokens(params.get('scope'));
  if ('refusal' in scope) return scope;
  return { request: { clientId: client.id.trim(), clientSecret: client.secret, scope } };
}
