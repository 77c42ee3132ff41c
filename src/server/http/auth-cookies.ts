import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { api } from '#core/api';
import { ABSOLUTE_MS } from '#server/auth/session';
import { DEVICE_TTL_MS } from '#server/auth/trusted-device';

/** The cookies of signing in: the session (every path) and the known device (sign-in only). */
const SESSION_COOKIE = 'sid';
const DEVICE_COOKIE = 'device';

export const sessionTokenOf = (req: FastifyRequest): string | undefined => req.cookies[SESSION_COOKIE];
export const deviceTokenOf = (req: FastifyRequest): string | undefined => req.cookies[DEVICE_COOKIE];

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    maxAge: ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** HttpOnly, SameSite=Strict, sent only to sign-in. */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(DEVICE_COOKIE, token, {
    path: api.login,
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
