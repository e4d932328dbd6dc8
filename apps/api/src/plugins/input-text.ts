import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

/**
 * Refuses a NUL character (U+0000) or half of a surrogate pair (a lone `\ud800` in JSON) in the
 * query or the JSON body. No field of ours holds one, and PostgreSQL refuses both in text and JSON
 * (a 500 otherwise), so they are refused once, before validation, for every route. Path values are left to each route's own schema (ids, enums, token
 * shapes), so a mangled verification link still lands on the login page with its error flag.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsForbiddenText(request.query) || holdsForbiddenText(request.body))
      throw new HttpError(400, 'api.nulCharacter');
  });
});

// With the u flag a well-formed pair reads as one code point, so this matches only a lone half.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Text PostgreSQL cannot store: a NUL, or UTF-16 that is not well formed (a lone surrogate). */
const storable = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Walks strings, keys, arrays and objects without recursion, so deeply nested JSON cannot overflow the stack. */
export function holdsForbiddenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!storable(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (!storable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
