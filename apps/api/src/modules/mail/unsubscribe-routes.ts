import { apiPatterns, inEnglish, UnsubscribeParamsSchema, UnsubscribeQuerySchema } from '@roadhire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { stopReminders } from '../../data/mail-repository.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyUnsubscribeSignature } from '../../lib/unsubscribe-link.js';

// The page is said in English; its refusal, an answer, in the caller's language.
const { t } = inEnglish;

/** A small page a phone shows when the link in a reminder is followed. */
function page(companyName: string, message: string): string {
  return `<!doctype html><html lang="${inEnglish.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(t('mail.unsubscribePage.title'))}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;padding:24px"><main><h1 style="font-size:20px">${escapeMarkup(companyName)}</h1><p style="font-size:16px;line-height:1.5">${escapeMarkup(message)}</p></main></body></html>`;
}

/**
 * The reminders' unsubscribe link, public, its signature the permission. It stops
 * reminders only; following it twice answers the same.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPatterns.unsubscribeReminders,
    {
      schema: {
        tags: ['mail'],
        params: UnsubscribeParamsSchema,
        querystring: UnsubscribeQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const valid =
        verifyUnsubscribeSignature(ctx.config.jwtSecret, userId, request.query.signature) &&
        (await stopReminders(ctx.db, userId));
      // A forged or broken link answers like any bad request: 404 with { message }.
      if (!valid) throw new HttpError(404, 'mail.unsubscribePage.invalid');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(ctx.config.brand.companyName, t('mail.unsubscribePage.done')));
    },
  );
};
