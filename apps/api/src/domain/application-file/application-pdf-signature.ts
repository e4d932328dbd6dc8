import type { AdminApplicantFile, Locale } from '@roadhire/shared';
import { carrierDay } from '../../lib/zoned-time.js';
import type { ShownText } from './applicant-file.js';
import type { Printing } from './application-pdf-printing.js';

// The signed application on paper (decision 016): the certification with the typed signature, each
// notice and authorisation the driver accepted on a page of its own, and the signature certificate.
// The prescribed texts print in English, as signed; the carrier's translation shown beside one
// follows it, labelled, so the paper says which versions the driver read (decision 032).

/** Paragraphs as the texts are written: separated by a blank line. */
function paragraphs(p: Printing, text: string): void {
  for (const paragraph of text.split(/\n\s*\n/)) p.sheet.line(paragraph.trim());
}

/** The language a text or a signature is in, named in the printing's language. */
const languageName = (p: Printing, language: Locale) => p.t(`applicationPdf.signature.languages.${language}`);

/** The translation shown beside a text, after it: labelled, with its version and hash. */
function translation(p: Printing, text: ShownText): void {
  const shown = text.translation;
  if (!shown) return;
  const { sheet, t } = p;
  sheet.gap(6);
  sheet.subheading(
    t('applicationPdf.signature.translation', { language: languageName(p, shown.lang), title: shown.title }),
  );
  sheet.line(t('applicationPdf.signature.translationNote'));
  sheet.row(t('applicationPdf.signature.version'), shown.version);
  sheet.hash(t('applicationPdf.signature.translationSha256'), shown.sha256);
  paragraphs(p, shown.text);
  sheet.gap(6);
}

/** The 391.21(b)(12) certification, with the typed signature and its date and time. */
export function certification(p: Printing, file: AdminApplicantFile, shown: ShownText[], timeZone: string) {
  const { sheet, t } = p;
  sheet.heading(t('applicationPdf.sections.certification'));
  const signature = file.signature;
  const certificationText = shown.find((text) => text.key === 'certification');
  if (!signature || !certificationText) {
    sheet.line(t('applicationPdf.signature.notSigned'));
    return;
  }
  paragraphs(p, certificationText.text);
  translation(p, certificationText);
  sheet.row(t('applicationPdf.signature.signedBy'), signature.typed_name);
  sheet.row(t('applicationPdf.signature.date'), carrierDay(signature.signed_at, timeZone));
  sheet.row(t('applicationPdf.signature.signedAt'), p.moment(signature.signed_at));
  sheet.row(t('applicationPdf.signature.language'), languageName(p, signature.language));
  sheet.line(t('applicationPdf.signature.printedFromSnapshot'));
}

/** Each notice and authorisation the driver accepted, on its own page, as they read it. */
export function acceptedTexts(p: Printing, file: AdminApplicantFile, shown: ShownText[]) {
  const { sheet, t } = p;
  const signature = file.signature;
  if (!signature) return;
  for (const text of shown) {
    if (text.key === 'certification' || !text.accepted) continue;
    sheet.newPage();
    sheet.heading(text.title);
    sheet.row(t('applicationPdf.signature.version'), text.version);
    sheet.row(
      t('applicationPdf.signature.acceptance'),
      t('applicationPdf.signature.accepted', { name: signature.typed_name, when: p.moment(signature.signed_at) }),
    );
    sheet.hash(t('applicationPdf.signature.sha256'), text.sha256);
    sheet.gap(6);
    paragraphs(p, text.text);
    translation(p, text);
  }
}

/** The last page: the record of the signature and the hash of what was signed. */
export function signatureCertificate(p: Printing, file: AdminApplicantFile) {
  const { sheet, t } = p;
  const signature = file.signature;
  if (!signature) return;
  sheet.newPage();
  sheet.heading(t('applicationPdf.signature.certificate'));
  sheet.line(t('applicationPdf.signature.certificateLead'));
  sheet.row(t('applicationPdf.signature.application'), t('applicationPdf.number', { id: signature.application_id }));
  sheet.row(
    t('applicationPdf.signature.account'),
    t('applicationPdf.signature.accountValue', { id: signature.user_id, email: file.profile.email }),
  );
  sheet.row(t('applicationPdf.signature.signedBy'), signature.typed_name);
  sheet.row(t('applicationPdf.signature.signedAtUtc'), signature.signed_at);
  sheet.row(t('applicationPdf.signature.signedAtLocal'), p.moment(signature.signed_at));
  sheet.row(t('applicationPdf.signature.language'), languageName(p, signature.language));
  sheet.row(t('applicationPdf.signature.ip'), signature.ip);
  sheet.row(t('applicationPdf.signature.userAgent'), signature.user_agent || t('applicationPdf.none'));
  sheet.hash(t('applicationPdf.signature.snapshotHash'), signature.snapshot_sha256);
  sheet.heading(t('applicationPdf.signature.texts'));
  for (const text of signature.texts) {
    sheet.row(
      text.title,
      t('applicationPdf.signature.textValue', { version: text.version, accepted: String(text.accepted) }),
    );
    sheet.line(text.sha256);
    if (text.translation) {
      sheet.line(
        t('applicationPdf.signature.translationValue', {
          language: languageName(p, text.translation.lang),
          version: text.translation.version,
        }),
      );
      sheet.line(text.translation.sha256);
    }
  }
}
