import { escapeMarkup } from '../lib/escape-markup.js';
import type { MailMessage } from './mailer.js';

export interface Brand {
  companyName: string;
  companyPhone: string;
  hrEmail: string;
}

/** One layout for every mail: a text part and an HTML part with the brand (issue: mail). */
function compose(
  brand: Brand,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const footer = `${brand.companyName} · ${brand.companyPhone} · ${brand.hrEmail}`;
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '--', footer].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1b1e;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeMarkup(brand.companyName)}</h1>
${lines.map((line) => `<p style="font-size:16px;line-height:1.5">${escapeMarkup(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeMarkup(action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeMarkup(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeMarkup(action.url)}</p>
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeMarkup(footer)}</p>
</body></html>`;
  return { to, subject, text, html, link: action.url };
}

export function verificationMail(brand: Brand, to: string, firstName: string, url: string): MailMessage {
  return compose(
    brand,
    to,
    `Verify your email for ${brand.companyName}`,
    [
      `Hi ${firstName},`,
      `Thanks for creating your ${brand.companyName} driver account. Please confirm your email address to continue your application.`,
      'This link works for 48 hours.',
    ],
    { label: 'Verify my email', url },
  );
}

export function passwordResetMail(brand: Brand, to: string, firstName: string, url: string): MailMessage {
  return compose(
    brand,
    to,
    `Reset your ${brand.companyName} password`,
    [
      `Hi ${firstName},`,
      'We received a request to reset your password. The link below works once, for 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    { label: 'Reset my password', url },
  );
}
