import {
  frenchJobPagePath,
  goneJobPageTitle,
  hasFrenchPage,
  isLocale,
  jobIdFromKey,
  jobPagePath,
  LOCALE_COOKIE,
  type Locale,
  type PageEntry,
  PIPELINE_COMPLETED,
  PIPELINE_IN_PROGRESS,
  PIPELINE_STATUS_COOKIE,
  pages,
  resolveLocale,
  type ServerRenderedPageName,
  serverRenderedPages,
  type Translator,
  translatorFor,
  unknownJobPageTitle,
} from '@roadhire/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { positionExists } from '../../data/positions-repository.js';
import { clientConfigOf } from '../../lib/client-config.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { homeHeadTags, jobHeadTags } from './head-tags.js';
import { careersSite } from './job-posting.js';
import type { CareersPage, RenderCareersPage } from './page-renderer.js';

const HTML = 'text/html; charset=utf-8';

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * The pages the server renders (the page registry's `serverRendered`: SPEC §2 Open positions, one
 * page per open job, and the sign-up page a visitor's Apply leads to), so a phone paints them
 * before any script runs, they work without it, and a search engine reads every job. The browser's
 * app then takes the page over. Hidden from the API description: these are pages.
 */
export const careersPagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; render: RenderCareersPage }> = async (
  app,
  { ctx, render },
) => {
  const site = careersSite(ctx.config);
  // Each public page speaks its address's language (decision 032), its head and job data too.
  const speak: Record<Locale, Translator> = { en: await translatorFor('en'), fr: await translatorFor('fr') };

  const pageData = async (request: FastifyRequest, locale: Locale = 'en') => {
    const cached = await ctx.openPositions();
    const data = {
      positions: cached.list,
      clientConfig: clientConfigOf(ctx.config),
      pipelineStatus: pipelineStatusCookie(request),
      // The language is the address's (decision 032): `/fr/…` is French, never the browser's guess.
      locale,
    };
    return { cached, data };
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, status: number, page: CareersPage) => {
    let html: string;
    try {
      html = await render(page);
    } catch (error) {
      // A page the server cannot draw is still a page: the browser draws it, as any other route.
      request.log.error({ err: error }, 'careers page not rendered; the browser draws it');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    // Always asked again: a closed job must leave the list at once. The frame follows the cookie.
    return reply.status(status).type(HTML).header('Cache-Control', 'no-cache').header('Vary', 'Cookie').send(html);
  };

  const homeIn =
    (locale: Locale): PageHandler =>
    async (request, reply) => {
      // The search form sends its empty fields too; the list keeps the one address the app writes.
      const tidy = tidyAddress(request.url);
      if (tidy !== request.url) return reply.redirect(tidy, 302);
      const { data } = await pageData(request, locale);
      return send(request, reply, 200, { url: request.url, data, head: homeHeadTags(site, speak[locale]) });
    };

  // Every address under /jobs/ (or /fr/emplois/) is a job's page: `/jobs/`, `/jobs//1` or `/jobs/a/b` name no job (404).
  const jobIn =
    (locale: Locale): PageHandler =>
    async (request, reply) => {
      const jobKey = (request.params as { '*': string })['*'];
      const jobId = jobIdFromKey(jobKey);
      const { cached, data } = await pageData(request, locale);
      const position = cached.rows.find((row) => row.p_id === jobId);
      // A job without its French title and description has no French page (it is not in the sitemap).
      const shown = position && (locale === 'en' || hasFrenchPage(position)) ? position : undefined;
      if (shown) {
        // One address per job and language: an old or mistyped slug leads to the canonical one.
        const canonical = locale === 'fr' && hasFrenchPage(shown) ? frenchJobPagePath(shown) : jobPagePath(shown);
        if (jobKey !== canonical.slice(canonical.lastIndexOf('/') + 1)) {
          return reply.redirect(canonical + search(request), 301);
        }
        const head = jobHeadTags(shown, site, ctx.config.timeZone, speak[locale]);
        return send(request, reply, 200, { url: request.url, data, head });
      }
      // Closed or expired: gone for good, and said so to search engines (410); never a job's old page.
      // An open job without French has never had a French page: not found, not gone.
      const gone = !position && jobId !== null && (await positionExists(ctx.db, jobId));
      const { t } = speak[locale];
      const title = gone
        ? goneJobPageTitle(site.companyName, t('jobPage.goneTitle'))
        : unknownJobPageTitle(site.companyName, t('jobPage.notFoundTitle'));
      const head = [
        `<title>${escapeMarkup(title)}</title>`,
        `<meta name="description" content="${escapeMarkup(t(gone ? 'careers.positionGone' : 'jobPage.notFound'))}">`,
        NOINDEX,
      ].join('\n    ');
      const missing = { ...data, missingJob: gone ? ('closed' as const) : ('unknown' as const) };
      return send(request, reply, gone ? 410 : 404, { url: request.url, data: missing, head });
    };

  // A visitor's Apply (SPEC §4): the form shows, and asks to sign up or log in, before and without the code.
  const register: PageHandler = async (request, reply) => {
    const { data: english } = await pageData(request);
    // Not indexed: drawn in the language of the page applied from, else the visitor's chosen one
    // (the cookie), as the browser will draw it.
    const { lang } = request.query as { lang?: unknown };
    const chosen = isLocale(lang) ? lang : localeCookie(request);
    const data = { ...english, locale: resolveLocale({ cookie: chosen }) };
    const { t } = await translatorFor(data.locale);
    const title = `<title>${escapeMarkup(`${t('registerPage.title')} | ${site.companyName}`)}</title>`;
    return send(request, reply, 200, { url: request.url, data, head: [title, NOINDEX].join('\n    ') });
  };

  const handlers: Record<ServerRenderedPageName, PageHandler> = {
    home: homeIn('en'),
    job: jobIn('en'),
    homeFr: homeIn('fr'),
    jobFr: jobIn('fr'),
    register,
  };
  for (const name of serverRenderedPages) {
    const entry: PageEntry = pages[name];
    app.get(entry.alsoAt ?? entry.pattern, { schema: { hide: true } }, handlers[name]);
  }
};

/**
 * The driver's pipeline_status as the browser's cookie tells it (set by the web app, never by us):
 * the page is drawn the way that driver will see it. Anything else is a visitor's page.
 */
function localeCookie(request: FastifyRequest): string | null {
  return new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(request.headers.cookie ?? '')?.[1] ?? null;
}

function pipelineStatusCookie(request: FastifyRequest): number | null {
  const match = new RegExp(`(?:^|;\\s*)${PIPELINE_STATUS_COOKIE}=(\\d)(?:;|$)`).exec(request.headers.cookie ?? '');
  const status = Number(match?.[1]);
  return status === PIPELINE_IN_PROGRESS || status === PIPELINE_COMPLETED ? status : null;
}

/** The address without empty parameters, and without spaces around a value (a typed search's). */
function tidyAddress(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (value.trim()) kept.append(name, value.trim());
  const query = kept.toString();
  if (query === params.toString() && url.slice(index + 1) !== '') return url;
  return url.slice(0, index) + (query ? `?${query}` : '');
}

function search(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
}
