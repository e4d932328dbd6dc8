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
  const sheet = new PdfSheet({ title: `Safety performance history: ${driver}`, author: ctx.config.carrier.legalName });
  sheet.titleLine('Safety performance history (49 CFR 391.23)', 16, true);
  sheet.titleLine(`${ctx.config.carrier.legalName}, ${ctx.config.carrier.address}`, 10);
  sheet.gap(8);
  sheet.heading('Request');
  sheet.row('Driver', driver);
  sheet.row('Previous employer', row.employer_name);
  sheet.row('Period claimed', periodText(row.period_from, row.period_to));
  sheet.row('Position claimed', row.position ?? '');
  sheet.row(
    'Release signed',
    `${row.release_typed_name ?? ''} ${row.release_signed_at ? formatMoment(row.release_signed_at, zone) : ''}`,
  );
  sheet.heading('Answer');
  for (const line of answerLines(stored.answer, inEnglish.t)) sheet.line(line);
  sheet.heading('Signature');
  sheet.row('Channel', response.channel);
  sheet.row(
    'Responder',
    `${response.responder_name}${response.responder_title ? `, ${response.responder_title}` : ''}`,
  );
  if (response.typed_signature) sheet.row('Typed signature', response.typed_signature);
  sheet.row('Received', formatMoment(response.received_at, zone));
  if (response.ip) sheet.row('Address', response.ip);
  sheet.row('SHA-256 of the stored answer', response.answer_sha256);
  return sheet.finish((page, pages) => ({
    left: `${driver} · ${row.employer_name}`,
    right: `Page ${page} of ${pages}`,
  }));
}
