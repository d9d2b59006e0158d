import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error';
import { hasAccessCookie } from './request-credentials';

export interface CsrfOptions {
  /** `PUBLIC_URL`: the storefront's own origin. */
  publicUrl: string;
  /** `CORS_ORIGINS`: other origins allowed to make credentialed calls. */
  corsOrigins: string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REQUEST =
  'This request came from a site that is not allowed to act for you. Open the page on this site and try again.';

/** The origin a browser would send for a page served by this server under the request's Host. */
function ownOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}`.toLowerCase() : null;
}

/**
 * Cross-site request forgery guard. A state-changing call authenticated by the access-token cookie
 * alone (no `Authorization` header) must come from an allowed origin: `PUBLIC_URL`'s, one of
 * `CORS_ORIGINS`, or the server's own (scheme + Host). `Origin` decides when present; otherwise
 * `Sec-Fetch-Site` must be `same-origin` or `none`; a request with neither header is not from a
 * browser (nothing to forge) and passes. Refused calls answer 403 `forbidden` before the
 * body is read, so the handler never runs. SameSite=Lax alone is not enough: it lets sibling
 * origins of the same site (another subdomain) send the cookie.
 */
async function csrfPlugin(app: FastifyInstance, { publicUrl, corsOrigins }: CsrfOptions) {
  const allowed = new Set(
    [new URL(publicUrl).origin, ...corsOrigins].map((origin) => origin.toLowerCase()),
  );

  function isAllowed(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const normalized = origin.toLowerCase();
      return allowed.has(normalized) || normalized === ownOrigin(request);
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    return true;
  }

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers.authorization || !hasAccessCookie(request)) return;
    if (!isAllowed(request)) throw new ApiError(403, CROSS_SITE_REQUEST, 'forbidden');
  });
}

/** Applies to the whole app (not encapsulated). */
export const csrfGuard = fp(csrfPlugin, { name: 'liftline-csrf' });
