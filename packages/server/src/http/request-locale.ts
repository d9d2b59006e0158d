import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '../i18n/i18n';
import { negotiateLocale } from '../i18n/negotiate-locale';

/** The language of a request's API messages, from its `Accept-Language` header. */
export const requestLocale = (request: FastifyRequest): Locale =>
  negotiateLocale(request.headers['accept-language']);

/** Adds a token to `Vary` unless it is there already (CORS adds `Origin`). */
function addVary(reply: FastifyReply, token: string) {
  const current = reply.getHeader('vary');
  const tokens = String(current ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  if (tokens.includes('*') || tokens.some((each) => each.toLowerCase() === token.toLowerCase()))
    return;
  reply.header('vary', [...tokens, token].join(', '));
}

/** Says the answer's language and that it depends on `Accept-Language`. */
export function markLanguage(request: FastifyRequest, reply: FastifyReply): Locale {
  const locale = requestLocale(request);
  reply.header('content-language', locale);
  addVary(reply, 'Accept-Language');
  return locale;
}

/**
 * Every API answer says its language (`Content-Language`) and that it depends on
 * `Accept-Language` (`Vary`): a shared cache keeps one copy per language, so a Spanish error never
 * reaches an English client. Public catalog answers stay cacheable (one entry per header value).
 */
async function requestLocalePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) markLanguage(request, reply);
    return payload;
  });
}

export const requestLocaleHeaders = fp(requestLocalePlugin, { name: 'liftline-request-locale' });
