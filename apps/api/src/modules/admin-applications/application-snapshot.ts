import type { AdminApplicantFile } from '@roadhire/shared';
import canonicalize from 'canonicalize';
import { sha256Hex } from '../../lib/compliance-texts.js';

// The application as the driver signs it (decision 016): the applicant file a recruiter reads,
// without what only recruiters write (stage, notes, events), what changes on its own after signing
// (status, other applications) and what is not an answer (expiring document links), plus the
// carrier and the date of application. Anything the file gains later is signed with it.

type Application = AdminApplicantFile['application'];
type SnapshotApplication = Omit<
  Application,
  | 'status'
  | 'pipeline_status'
  | 'recruiter_stage'
  | 'recruiter_stage_at'
  | 'hired_on'
  | 'submitted_at'
  | 'cancelled_at'
  | 'resume'
> & { resume: Omit<NonNullable<Application['resume']>, 'url'> | null };

export type ApplicationSnapshot = Omit<
  AdminApplicantFile,
  'profile' | 'application' | 'documents' | 'events' | 'other_applications' | 'signature'
> & {
  profile: Omit<AdminApplicantFile['profile'], 'pipeline_status'>;
  application: SnapshotApplication;
  documents: Array<Omit<AdminApplicantFile['documents'][number], 'url'>>;
};

/** What of the file is signed. */
export function snapshotOf(file: AdminApplicantFile): ApplicationSnapshot {
  const {
    profile: { pipeline_status: _p, ...profile },
    application: {
      status: _s,
      pipeline_status: _ps,
      recruiter_stage: _rs,
      recruiter_stage_at: _rsa,
      hired_on: _ho,
      submitted_at: _sa,
      cancelled_at: _ca,
      resume,
      ...application
    },
    documents,
    events: _e,
    other_applications: _o,
    signature: _sig,
    ...answers
  } = file;
  return {
    ...answers,
    profile,
    application: {
      ...application,
      resume: resume ? { filename: resume.filename, original_name: resume.original_name } : null,
    },
    documents: documents.map(({ url: _url, ...document }) => document),
  };
}

/** The snapshot's canonical JSON (RFC 8785): the exact text stored and hashed. */
export function canonicalSnapshot(snapshot: ApplicationSnapshot): { text: string; sha256: string } {
  const text = canonicalize(snapshot);
  if (text === undefined) throw new Error('the snapshot has no JSON form');
  return { text, sha256: sha256Hex(text) };
}

/**
 * The file as it was signed, for printing: the signed answers from the snapshot over the file
 * read now, which still gives the recruiter's stage and history and the documents' links.
 */
export function fileAsSigned(file: AdminApplicantFile, snapshotText: string): AdminApplicantFile {
  const snapshot = JSON.parse(snapshotText) as ApplicationSnapshot;
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
