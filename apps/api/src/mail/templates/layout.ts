import { catalogueEn, LOCALE_TAGS, type MessageId, type MessageValues, type Translator } from '@roadhire/shared';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { MailMessage } from '../mailer.js';

export interface Brand {
  companyName: string;
  companyPhone: string;
  hrEmail: string;
  /** The public privacy page: every mail links it, with the driver's data choices (decision 031). */
  privacyUrl?: string;
}

/** What every template is given: the brand from configuration and the reader's language. */
export interface MailSetting {
  brand: Brand;
  /** Says the mails' texts (`mail.*` of the catalogues) by id in the reader's language. */
  say: Translator;
}

export interface MailBody {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  /** Small print under the footer, such as how to stop reminders. */
  notes?: string[];
}

/** The ids of a mail text of several lines: `mail.verifyEmail.lines` for `mail.verifyEmail.lines.0`, `.1`… */
export type LinesId = MessageId extends infer Id
  ? Id extends `${infer Text}.lines.0`
    ? `${Text}.lines`
    : never
  : never;

/** Every line of a mail text, in order, each said with the same values. */
export function linesOf(setting: MailSetting, id: LinesId, values?: MessageValues): string[] {
  const lines: string[] = [];
  for (let index = 0; Object.hasOwn(catalogueEn, `${id}.${index}`); index++) {
    lines.push(setting.say.t(`${id}.${index}` as MessageId, values));
  }
  return lines;
}

/** The first line of a mail to a driver. */
export const greeting = (setting: MailSetting, firstName: string) => setting.say.t('mail.greeting', { firstName });

/**
 * One layout for every mail: a text part and a simple HTML part a phone can read, the
 * company's name and phone, no images, no tracking.
 */
export function compose(setting: MailSetting, to: string, body: MailBody): MailMessage {
  const { brand, say } = setting;
  const footer = `${brand.companyName} · ${brand.companyPhone} · ${brand.hrEmail}`;
  const { action } = body;
  const labelled = (label: string, value: string) => say.t('mail.layout.labelled', { label, value });
  const notes = [
    ...(body.notes ?? []),
    ...(brand.privacyUrl ? [labelled(say.t('mail.layout.privacy'), brand.privacyUrl)] : []),
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
<p style="font-size:13px;color:#555">${escapeMarkup(say.t('mail.layout.copyLink'))}<br>${escapeMarkup(action.url)}</p>`
    : '';
  const small = notes.map((note) => `<p style="font-size:12px;color:#777">${escapeMarkup(note)}</p>`).join('\n');
  const html = `<!doctype html><html lang="${say.locale}"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
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
    language: say.locale,
    // The reader's mail program reads the language of the mail (decision 032).
    headers: { 'Content-Language': LOCALE_TAGS[say.locale] },
  };
}
