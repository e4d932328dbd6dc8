import type { AdminApplicantFile, Locale } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { findSignature } from '../../data/signatures-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { applicantFile, type ShownText } from '../application-file/applicant-file.js';
import { readSignedApplication } from './signed-application.js';

/**
 * The file as it was signed, for printing: the signed answers from the snapshot over the file
 * read now, which still gives the recruiter's stage and history and the documents' links. A stored
 * snapshot that does not read as a signed application throws (`UnreadableSignedRecord`).
 */
export function fileAsSigned(file: AdminApplicantFile, snapshotText: string): AdminApplicantFile {
  const snapshot = readSignedApplication(file.application.id, snapshotText);
  const links = new Map(file.documents.map((document) => [document.id, document.url]));
  const liveResume = file.application.resume;
  return {
    ...file,
    ...snapshot,
    profile: { ...snapshot.profile, pipeline_status: file.profile.pipeline_status },
    application: {
      ...file.application,
      ...snapshot.application,
      resume: snapshot.application.resume ? { ...snapshot.application.resume, url: liveResume?.url ?? '' } : null,
    },
    documents: snapshot.documents.map((document) => ({ ...document, url: links.get(document.id) ?? '' })),
    events: file.events,
    other_applications: file.other_applications,
    signature: file.signature,
  };
}

/**
 * The file to print: a signed application's answers come from its snapshot, never the live rows,
 * with the texts the driver was shown as they read them, in the language they signed in; an
 * unsigned one in the driver's own language (decision 032).
 */
export async function printableApplicantFile(
  ctx: AppContext,
  id: number,
): Promise<{ file: AdminApplicantFile; shownTexts: ShownText[]; locale: Locale }> {
  const file = await applicantFile(ctx, id);
  const signed = file.signature ? await findSignature(ctx.db, id) : undefined;
  if (signed) return { file: fileAsSigned(file, signed.snapshot), shownTexts: signed.texts, locale: signed.language };
  const driver = await findUserById(ctx.db, file.profile.id);
  return { file, shownTexts: [], locale: driver?.language ?? 'en' };
}
