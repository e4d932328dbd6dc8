import { messages, pages } from '@roadhire/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

// The public privacy page (decision 031): the carrier's policy (its own text, or the shipped
// default), the person in charge with title and contact, and where the data is kept. Drawn whole
// by the server, with no script, so it reads the same everywhere a link to it is followed.

const m = messages.privacy.page;

/** Where each kind of data lives in this deployment, named without any secret. */
export function storagePlaces(config: Config): string[] {
  const database = config.databaseUrl
    ? `Database: PostgreSQL at ${safeHost(config.databaseUrl)}.`
    : 'Database: the portal’s embedded database, on the server’s own disk.';
  const files =
    config.storage.kind === 's3'
      ? `Uploaded files: the storage bucket “${config.storage.bucket}”${config.storage.endpoint ? ` at ${safeHost(config.storage.endpoint)}` : ` (Amazon S3, region ${config.storage.region})`}.`
      : 'Uploaded files: on the server’s own disk.';
  const mail = config.smtpUrl
    ? `Mail: sent through the mail relay at ${safeHost(config.smtpUrl)}.`
    : 'Mail: written to files on the server’s own disk.';
  return [database, files, mail];
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'the configured address';
  }
}

export function privacyPageHtml(config: Config): string {
  const { officer, policy, unhiredMonths, quarantineDays } = config.privacy;
  const company = config.brand.companyName;
  const paragraphs = policy.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join('\n');
  const places = storagePlaces(config)
    .map((place) => `<li>${escapeMarkup(place)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(`${m.title} | ${company}`)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#1a1b1e;max-width:720px;margin:0 auto;padding:16px;line-height:1.5}a{color:#1864ab}footer{border-top:1px solid #ddd;margin-top:32px;padding-top:8px;font-size:14px}</style>
</head><body>
<header><a href="/">${escapeMarkup(company)}</a></header>
<main id="root">
<h1>${escapeMarkup(m.title)}</h1>
<h2>${escapeMarkup(policy.title)}</h2>
${paragraphs}
<p>Version: ${escapeMarkup(policy.version)}</p>
<h2>Retention</h2>
<ul>
<li>${escapeMarkup(`Applications that do not lead to a hire: ${unhiredMonths} months after the last decision or activity, then erased ${quarantineDays} days later.`)}</li>
<li>${escapeMarkup(messages.privacy.rules.application_hired)}</li>
<li>${escapeMarkup(messages.privacy.rules.investigation_file)}</li>
<li>${escapeMarkup(messages.privacy.rules.clearinghouse_consent)}</li>
</ul>
<h2>${escapeMarkup(m.storage)}</h2>
<ul>${places}</ul>
<h2>${escapeMarkup(m.officer)}</h2>
<p>${escapeMarkup(officer.name)}, ${escapeMarkup(officer.title)}<br>
<a href="mailto:${escapeMarkup(officer.email)}">${escapeMarkup(officer.email)}</a></p>
<h2>Your data</h2>
<p><a href="/profile#privacy">Download, correct or erase your data from your account</a>.</p>
</main>
<footer>${escapeMarkup(company)} · ${escapeMarkup(config.brand.companyPhone)} · <a href="${pages.privacy.href()}">${escapeMarkup(m.footerLink)}</a></footer>
</body></html>`;
}

export const privacyPageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const html = privacyPageHtml(ctx.config);
  app.get(pages.privacy.pattern, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html),
  );
};
