import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '../auth/authenticator';

/**
 * Whether the request carries the access-token cookie, read from the raw header so it works in the
 * earliest hooks (before @fastify/cookie has parsed it).
 */
export function hasAccessCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  return header
    .split(';')
    .map((pair) => pair.trim())
    .some((pair) => pair.startsWith(prefix) && pair.length > prefix.length);
}

/** Whether the request carries any credential: a Bearer header or the access-token cookie. */
export function hasCredential(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || hasAccessCookie(request);
}
