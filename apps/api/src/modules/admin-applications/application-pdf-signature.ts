import type { AdminApplicantFile } from '@roadhire/shared';
import type { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { carrierDay } from '../../lib/zoned-time.js';
import type { ShownText } from './applicant-file.js';
import { applicationPdfTexts as t } from './application-pdf-texts.js';

// The signed application on paper (decision 016): the certification with the typed signature, each
// notice and authorisation the driver accepted on a page of its own, and the signature certificate.

type Moment = (value: string | Date) => string;
const s = t.signature;

/** Paragraphs as the texts are written: separated by a blank line. */
function paragraphs(sheet: PdfSheet, text: string): void {
  for (const paragraph of text.split(/\n\s*\n/)) sheet.line(paragraph.trim());
}

/** The 391.21(b)(12) certification, with the typed signature and its date and time. */
export function certification(
  sheet: PdfSheet,
  file: AdminApplicantFile,
  shown: ShownText[],
  moment: Moment,
  timeZone: string,
) {
  sheet.heading(t.sections.certification);
  const signature = file.signature;
  const certificationText = shown.find((text) => text.key === 'certification');
  if (!signature || !certificationText) {
    sheet.line(s.notSigned);
    return;
  }
  paragraphs(sheet, certificationText.text);
  sheet.row(s.signedBy, signature.typed_name);
  sheet.row(s.date, carrierDay(signature.signed_at, timeZone));
  sheet.row(s.signedAt, moment(signature.signed_at));
  sheet.line(s.printedFromSnapshot);
}

/** Each notice and authorisation the driver accepted, on its own page, as they read it. */
export function acceptedTexts(sheet: PdfSheet, file: AdminApplicantFile, shown: ShownText[], moment: Moment) {
  const signature = file.signature;
  if (!signature) return;
  for (const text of shown) {
    if (text.key === 'certification' || !text.accepted) continue;
    sheet.newPage();
    sheet.heading(text.title);
    sheet.row(s.version, text.version);
    sheet.row(s.acceptance, s.accepted(signature.typed_name, moment(signature.signed_at)));
    sheet.hash(s.sha256, text.sha256);
    sheet.gap(6);
    paragraphs(sheet, text.text);
  }
}

/** The last page: the record of the signature and the hash of what was signed. */
export function signatureCertificate(sheet: PdfSheet, file: AdminApplicantFile, moment: Moment) {
  const signature = file.signature;
  if (!signature) return;
  sheet.newPage();
  sheet.heading(s.certificate);
  sheet.line(s.certificateLead);
  sheet.row(s.application, `#${signature.application_id}`);
  sheet.row(s.account, s.accountValue(signature.user_id, file.profile.email));
  sheet.row(s.signedBy, signature.typed_name);
  sheet.row(s.signedAtUtc, signature.signed_at);
  sheet.row(s.signedAtLocal, moment(signature.signed_at));
  sheet.row(s.ip, signature.ip);
  sheet.row(s.userAgent, signature.user_agent || t.none);
  sheet.hash(s.snapshotHash, signature.snapshot_sha256);
  sheet.heading(s.texts);
  for (const text of signature.texts) {
    sheet.row(text.title, s.textValue(text.version, text.accepted));
    sheet.line(text.sha256);
  }
}
