import { LOCALE_TAGS } from '@roadhire/shared';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { MailMessage } from '../mailer.js';
import type { MailTexts } from './texts-en.js';

export interface Brand {
  companyName: string;
  companyPhone: string;
  hrEmail: string;
  /** The public privacy page: every mail links it, with the driver's data choices (decision 031). */
  privacyUrl?: string;
}

/** What every template is given: the brand from configuration and the texts of one language. */
export interface MailSetting {
  brand: Brand;
  texts: MailTexts;
}

export interface MailBody {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  /** Small print under the footer, such as how to stop reminders. */
  notes?: string[];
}

/**
 * One layout for every mail: a text part and a simple HTML part a phone can read, the
 * company's name and phone, no images, no tracking.
 */
export function compose(setting: MailSetting, to: string, body: MailBody): MailMessage {
  const { brand, texts } = setting;
  const footer = `${brand.companyName} · ${brand.companyPhone} · ${brand.hrEmail}`;
  const { action } = body;
  const labelled = texts.layout.labelled;
  const notes = [
    ...(body.notes ?? []),
    ...(brand.privacyUrl ? [labelled(texts.layout.privacy, brand.privacyUrl)] : []),
  ];
  const text = [
    ...body.lines,
    ...(action ? ['', labelled(action.label, action.url)] : []),
    '',
    '--',
    footer,
    ...notes,
  ].join('\n');
  const paragraphs = body.lines.map((line) => `<p style="font-size:16px;line-height:1.5">${escapeMarkup(line)}</p>`);
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeMarkup(action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeMarkup(texts.layout.copyLink)}<br>${escapeMarkup(action.url)}</p>`
    : '';
  const small = notes.map((note) => `<p style="font-size:12px;color:#777">${escapeMarkup(note)}</p>`).join('\n');
  const html = `<!doctype html><html lang="${texts.lang}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeMarkup(brand.companyName)}</h1>
${paragraphs.join('\n')}
${button}
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeMarkup(footer)}</p>
${small}
</body></html>`;
  return {
    to,
    subject: body.subject,
    text,
    html,
    ...(action ? { link: action.url } : {}),
    language: texts.lang,
    // The reader's mail program reads the language of the mail (decision 032).
    headers: { 'Content-Language': LOCALE_TAGS[texts.lang] },
  };
}
