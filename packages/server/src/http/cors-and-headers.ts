import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOperationPatterns } from './public-operations';

export interface CorsOptions {
  openapiPath: string;
  /** Origins allowed to make credentialed calls (cookies, Authorization). */
  corsOrigins: string[];
  /** `PUBLIC_URL`: pages opened under another host name may load images from there. */
  publicUrl?: string;
  /** `ASSET_BASE_URL`: the CDN serving `/media` (pages load images and videos from it). */
  assetBaseUrl?: string | undefined;
  /** `HSTS`: `auto` sends HSTS and `upgrade-insecure-requests` only when `publicUrl` is https. */
  hsts?: 'auto' | 'on' | 'off';
}

/** Whether HSTS and `upgrade-insecure-requests` fit the deployment (a LAN over plain http must work). */
export function wantsHttpsOnly(
  hsts: 'auto' | 'on' | 'off',
  publicUrl: string | undefined,
): boolean {
  if (hsts !== 'auto') return hsts === 'on';
  return publicUrl ? new URL(publicUrl).protocol === 'https:' : false;
}

/**
 * CORS: the document's public operations answer any origin without credentials (widgets on dealer
 * sites work with no server change); credentialed calls accept only the configured origins.
 * Security headers with a strict content security policy for the storefront.
 */
async function corsAndHeadersPlugin(
  app: FastifyInstance,
  { openapiPath, corsOrigins, publicUrl, assetBaseUrl, hsts = 'auto' }: CorsOptions,
) {
  const httpsOnly = wantsHttpsOnly(hsts, publicUrl);
  // Media URLs are relative (the page's own origin), absolute on PUBLIC_URL in link previews, or on
  // ASSET_BASE_URL when a CDN serves them: pages may load uploaded images and videos from each.
  const mediaOrigin = [
    ...new Set([publicUrl, assetBaseUrl].filter(Boolean).map((url) => new URL(url!).origin)),
  ];
  const publicPaths = publicOperationPatterns(openapiPath);
  const trusted = new Set(corsOrigins);

  await app.register(cors, {
    delegator(request, callback) {
      const origin = request.headers.origin;
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (origin && trusted.has(origin)) {
        callback(null, {
          origin,
          credentials: true,
          maxAge: 600,
          exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'X-Request-Id'],
        });
      } else if (publicPaths.some((pattern) => pattern.test(path))) {
        callback(null, {
          origin: '*',
          credentials: false,
          maxAge: 600,
          exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'X-Request-Id'],
        });
      } else {
        callback(null, { origin: false });
      }
    },
  });

  await app.register(helmet, {
    // Dealer sites load /widgets/widgets.js and call the public API from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS on a plain-http deployment (a dealer's LAN) would make browsers refuse it later.
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrcAttr: ["'none'"],
        ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
}

/** Applies to the whole app (not encapsulated). */
export const corsAndHeaders = fp(corsAndHeadersPlugin, { name: 'liftline-cors-and-headers' });
