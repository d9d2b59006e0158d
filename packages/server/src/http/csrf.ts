import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './api-error';
import { hasAccessCookie } from './request-credentials';
import { translate, type Text } from '../i18n/i18n';

export interface CsrfOptions {
  /** `PUBLIC_URL`: the storefront's own origin. */
  publicUrl: string;
  /** `CORS_ORIGINS`: other origins allowed to make credentialed calls. */
  corsOrigins: string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls that read no credential at all, so a cookie a browser attaches cannot make them act for
 * anyone: the dealer sites' event beacon (sent from their pages, with the storefront's cookies
 * when both share a site, as `localhost` ports do).
 */
export const CREDENTIAL_FREE = new Set(['recordDealerEvents']);
const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

const csrfMessages = {
  crossSite: /*i18n*/ {
    id: 'error.crossSiteRequest',
    message:
      'This request came from a site that is not allowed to act for you. Open the page on this site and try again.',
  },
  unknownOrigin: /*i18n*/ {
    id: 'error.unknownRequestOrigin',
    message:
      'This request was signed in by a cookie but did not say which site sent it (no Origin or Sec-Fetch-Site header). Browsers send these headers; other clients should send an Authorization: Bearer token.',
  },
};

/** The English texts of the two refusals (the answer is in the request's language). */
export const CROSS_SITE_REQUEST = translate('en', csrfMessages.crossSite);
export const UNKNOWN_REQUEST_ORIGIN = translate('en', csrfMessages.unknownOrigin);

/** The origin a browser would send for a page served by this server under the request's Host. */
function ownOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}`.toLowerCase() : null;
}

/**
 * Cross-site request forgery guard. A state-changing call authenticated by the access-token cookie
 * alone (no `Authorization` header) must come from an allowed origin: `PUBLIC_URL`'s, one of
 * `CORS_ORIGINS`, or the server's own (scheme + Host). `Origin` decides when present; otherwise
 * `Sec-Fetch-Site` must be `same-origin` or `none`. A request with neither header is refused too:
 * every browser sends `Origin` with a POST, PUT, PATCH or DELETE, so only a non-browser client
 * can omit both, and that client has no reason to ride on the cookie (it holds the Bearer token).
 * Refused calls answer 403 `forbidden` before the body is read, so the handler never runs.
 * SameSite=Lax alone is not enough: it lets sibling origins of the same site (another subdomain)
 * send the cookie.
 */
async function csrfPlugin(app: FastifyInstance, { publicUrl, corsOrigins }: CsrfOptions) {
  const allowed = new Set(
    [new URL(publicUrl).origin, ...corsOrigins].map((origin) => origin.toLowerCase()),
  );

  /** Why the request is refused, or null when it comes from an allowed origin. */
  function refusal(request: FastifyRequest): Text | null {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const normalized = origin.toLowerCase();
      return allowed.has(normalized) || normalized === ownOrigin(request)
        ? null
        : csrfMessages.crossSite;
    }
    const site = request.headers['sec-fetch-site'];
    if (site === undefined) return csrfMessages.unknownOrigin;
    return site === 'same-origin' || site === 'none' ? null : csrfMessages.crossSite;
  }

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers.authorization || !hasAccessCookie(request)) return;
    if (CREDENTIAL_FREE.has(operationOf(request) ?? '')) return;
    const reason = refusal(request);
    if (reason) throw new ApiError(403, reason, 'forbidden');
  });
}

/** Applies to the whole app (not encapsulated). */
export const csrfGuard = fp(csrfPlugin, { name: 'liftline-csrf' });
