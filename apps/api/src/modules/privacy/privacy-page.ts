import { LOCALE_TAGS, type Locale, pages, privacyPagePath, type Translator, translatorFor } from '@roadhire/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { alternateLinks } from '../../lib/language-versions.js';

// The public privacy page (decision 031): the carrier's policy (its own text, or the shipped
// default), the person in charge with title and contact, and where the data is kept. Drawn whole
// by the server, with no script, so it reads the same everywhere a link to it is followed. One page
// per language (decision 032): `/privacy` and its French twin, each canonical to itself.

/** Where each kind of data lives in this deployment, named without any secret. */
export function storagePlaces(config: Config, { t }: Translator): string[] {
  const safeHost = (url: string) => {
    try {
      return new URL(url).hostname;
    } catch {
      return t('privacy.page.unknownHost');
    }
  };
  const { storage } = config;
  const database = config.databaseUrl
    ? t('privacy.page.storageDatabase', { host: safeHost(config.databaseUrl) })
    : t('privacy.page.storageDatabaseEmbedded');
  const files =
    storage.kind === 's3'
      ? storage.endpoint
        ? t('privacy.page.storageFilesBucket', { bucket: storage.bucket, host: safeHost(storage.endpoint) })
        : t('privacy.page.storageFilesS3', { bucket: storage.bucket, region: storage.region })
      : t('privacy.page.storageFilesDisk');
  const mail = config.smtpUrl
    ? t('privacy.page.storageMailRelay', { host: safeHost(config.smtpUrl) })
    : t('privacy.page.storageMailFiles');
  return [database, files, mail];
}

/**
 * The policy a reader of the page's language reads: the carrier's translation of its current
 * version, or the English policy with a note saying so (a translation of an older version is
 * never shown: the loader leaves it out).
 */
function policyIn(config: Config, locale: Locale) {
  const { policy } = config.privacy;
  const translation = locale === 'en' ? undefined : policy.translations[locale];
  const shown = translation ?? policy;
  return { title: shown.title, version: shown.version, text: shown.text, fallback: !translation && locale !== 'en' };
}

export function privacyPageHtml(config: Config, translator: Translator): string {
  const { t, locale } = translator;
  const { officer, unhiredMonths, quarantineDays } = config.privacy;
  const company = config.brand.companyName;
  const policy = policyIn(config, locale);
  const paragraphs = policy.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join('\n');
  // The English policy on the French page says its language, for screen readers and translators.
  const policyLang = policy.fallback ? ` lang="${LOCALE_TAGS.en}"` : '';
  const places = storagePlaces(config, translator)
    .map((place) => `<li>${escapeMarkup(place)}</li>`)
    .join('');
  const versions = {
    en: `${config.publicUrl}${pages.privacy.href()}`,
    fr: `${config.publicUrl}${pages.privacyFr.href()}`,
  };
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const home = locale === 'fr' ? pages.homeFr.href() : pages.home.href();
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(`${t('privacy.page.title')} | ${company}`)}</title>
<link rel="canonical" href="${escapeMarkup(versions[locale])}">
${alternateLinks(versions).join('\n')}
<style>body{font-family:system-ui,Arial,sans-serif;color:#1a1b1e;max-width:720px;margin:0 auto;padding:16px;line-height:1.5}a{color:#1864ab}header{display:flex;justify-content:space-between;gap:16px}footer{border-top:1px solid #ddd;margin-top:32px;padding-top:8px;font-size:14px}</style>
</head><body>
<header><a href="${home}">${escapeMarkup(company)}</a>
<a href="${privacyPagePath(other)}" lang="${LOCALE_TAGS[other]}" hreflang="${LOCALE_TAGS[other]}">${escapeMarkup(t(other === 'fr' ? 'languageTwin.toFrench' : 'languageTwin.toEnglish'))}</a></header>
<main id="root">
<h1>${escapeMarkup(t('privacy.page.title'))}</h1>
${policy.fallback ? `<p><strong>${escapeMarkup(t('privacy.page.policyNotTranslated'))}</strong></p>\n` : ''}<div${policyLang}>
<h2>${escapeMarkup(policy.title)}</h2>
${paragraphs}
</div>
<p>${escapeMarkup(t('privacy.page.policyVersion', { version: policy.version }))}</p>
<h2>${escapeMarkup(t('privacy.page.retention'))}</h2>
<ul>
<li>${escapeMarkup(t('privacy.page.retentionUnhired', { months: unhiredMonths, days: quarantineDays }))}</li>
<li>${escapeMarkup(t('privacy.rules.application_hired'))}</li>
<li>${escapeMarkup(t('privacy.rules.investigation_file'))}</li>
<li>${escapeMarkup(t('privacy.rules.clearinghouse_consent'))}</li>
</ul>
<h2>${escapeMarkup(t('privacy.page.storage'))}</h2>
<ul>${places}</ul>
<h2>${escapeMarkup(t('privacy.page.officer'))}</h2>
<p>${escapeMarkup(officer.name)}, ${escapeMarkup(officer.title ?? translator.t('privacy.page.officerTitle'))}<br>
<a href="mailto:${escapeMarkup(officer.email)}">${escapeMarkup(officer.email)}</a></p>
<h2>${escapeMarkup(t('privacy.page.yourData'))}</h2>
<p><a href="${pages.profile.href()}#privacy">${escapeMarkup(t('privacy.page.yourDataLink'))}</a>.</p>
</main>
<footer>${escapeMarkup(company)} · ${escapeMarkup(config.brand.companyPhone)} · <a href="${privacyPagePath(locale)}">${escapeMarkup(t('privacy.page.footerLink'))}</a></footer>
</body></html>`;
}

export const privacyPageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const html = {
    en: privacyPageHtml(ctx.config, await translatorFor('en')),
    fr: privacyPageHtml(ctx.config, await translatorFor('fr')),
  };
  const send = (page: string) => async (_request: unknown, reply: FastifyReply) =>
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  app.get(pages.privacy.pattern, { schema: { hide: true } }, send(html.en));
  app.get(pages.privacyFr.pattern, { schema: { hide: true } }, send(html.fr));
};
