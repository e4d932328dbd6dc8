import { LOCALE_COOKIE, LOCALE_TAGS, type Locale, resolveLocale, translatorFor } from '@roadhire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sayAnswerIn } from '../lib/said.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller is answered in (decision 032). */
    locale(): Locale;
  }
}

/** The value of one cookie of the request, without a cookie parser for the whole app. */
function cookieValue(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function localeOf(request: FastifyRequest): Locale {
  return resolveLocale({
    user: request.user?.language,
    cookie: cookieValue(request, LOCALE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The API answers in the caller's language (decision 032): the signed-in user's, else the `lang`
 * cookie, else `Accept-Language`, else English. Routes and the error handler answer by id
 * (`answer` of `lib/said.ts`); here, as a JSON answer leaves, its `message` and the texts of its
 * `errors` are said in that language from their ids. Codes, field names and `messageId` stay as they are.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', function locale(this: FastifyRequest) {
    return localeOf(this);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body.message !== 'string' && !body.errors) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    const locale = request.locale();
    reply.header('Content-Language', LOCALE_TAGS[locale]);
    if (locale === 'en') return payload;
    const said = sayAnswerIn(await translatorFor(locale), body);
    return said ? { ...body, ...said } : payload;
  });
});
