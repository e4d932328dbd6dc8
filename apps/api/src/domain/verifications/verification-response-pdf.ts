import { type EmployerResponse, inEnglish } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { listResponses } from '../../data/verification-responses-repository.js';
import { findVerification, verificationApplication } from '../../data/verifications-repository.js';
import { HttpError } from '../../lib/http-error.js';
import { PdfSheet } from '../../lib/pdf/pdf-sheet.js';
import { formatMoment } from '../../lib/zoned-time.js';
import { answerLines } from './answer-lines.js';
import { periodText } from './verification-clock.js';

// The previous employer's answer as a PDF (decision 030), printed from the stored record, so the
// file always says what the hash covers. In English, as its other words are.

export async function responsePdf(ctx: AppContext, verificationId: number): Promise<Buffer> {
  const row = await findVerification(ctx.db, verificationId);
  const [response] = row ? await listResponses(ctx.db, [row.id]) : [];
  if (!row || !response) throw new HttpError(404, 'api.notFound');
  const application = await verificationApplication(ctx.db, row.application_id);
  const driver = application ? `${application.first_name} ${application.last_name}` : '';
  const zone = ctx.config.timeZone;
  const stored = JSON.parse(response.answer) as { answer: EmployerResponse };
  const { t } = inEnglish;
  const sheet = new PdfSheet({
    title: t('verifications.responsePdf.documentTitle', { driver }),
    author: ctx.config.carrier.legalName,
  });
  sheet.titleLine(t('verifications.responsePdf.title'), 16, true);
  sheet.titleLine(`${ctx.config.carrier.legalName}, ${ctx.config.carrier.address}`, 10);
  sheet.gap(8);
  sheet.heading(t('verifications.responsePdf.request'));
  sheet.row(t('verifications.responsePdf.driver'), driver);
  sheet.row(t('verifications.responsePdf.previousEmployer'), row.employer_name);
  sheet.row(t('verifications.responsePdf.periodClaimed'), periodText(row.period_from, row.period_to));
  sheet.row(t('verifications.responsePdf.positionClaimed'), row.position ?? '');
  sheet.row(
    t('verifications.responsePdf.releaseSigned'),
    `${row.release_typed_name ?? ''} ${row.release_signed_at ? formatMoment(row.release_signed_at, zone) : ''}`,
  );
  sheet.heading(t('verifications.responsePdf.answer'));
  for (const line of answerLines(stored.answer, t)) sheet.line(line);
  sheet.heading(t('verifications.responsePdf.signature'));
  sheet.row(t('verifications.responsePdf.channel'), response.channel);
  sheet.row(
    t('verifications.responsePdf.responder'),
    `${response.responder_name}${response.responder_title ? `, ${response.responder_title}` : ''}`,
  );
  if (response.typed_signature) sheet.row(t('verifications.responsePdf.typedSignature'), response.typed_signature);
  sheet.row(t('verifications.responsePdf.received'), formatMoment(response.received_at, zone));
  if (response.ip) sheet.row(t('verifications.responsePdf.address'), response.ip);
  sheet.row(t('verifications.responsePdf.answerHash'), response.answer_sha256);
  return sheet.finish((page, pages) => ({
    left: `${driver} · ${row.employer_name}`,
    right: t('verifications.responsePdf.page', { page, pages }),
  }));
}
