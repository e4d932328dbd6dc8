import type { AdminApplicantFile } from '@roadhire/shared';
import {
  AdminApplicantFileSchema,
  AdminApplicationDetailSchema,
  AdminDocumentSchema,
  CandidateProfileSchema,
} from '@roadhire/shared';
import { z } from 'zod';
import { canonicalRecord } from '../../lib/canonical-record.js';

// The application as the driver signs it (decision 016): the applicant file a recruiter reads,
// without what only recruiters write (stage, notes, events, the owner), what changes on its own after signing
// (status, other applications) and what is not an answer (expiring document links), plus the
// carrier and the date of application. Anything the file gains later is signed with it.

const SignedApplicationDetailSchema = AdminApplicationDetailSchema.omit({
  status: true,
  pipeline_status: true,
  recruiter_stage: true,
  recruiter_stage_at: true,
  hired_on: true,
  submitted_at: true,
  cancelled_at: true,
  resume: true,
}).extend({
  resume: AdminApplicationDetailSchema.shape.resume.unwrap().omit({ url: true }).nullable(),
});

/** The record a signature keeps (`application_signatures.snapshot`), as canonical JSON. */
export const SignedApplicationSchema = AdminApplicantFileSchema.omit({
  profile: true,
  application: true,
  documents: true,
  events: true,
  other_applications: true,
  owner: true,
  signature: true,
}).extend({
  profile: CandidateProfileSchema.omit({ pipeline_status: true }),
  application: SignedApplicationDetailSchema,
  documents: z.array(AdminDocumentSchema.omit({ url: true })),
});
export type SignedApplication = z.infer<typeof SignedApplicationSchema>;

/** What of the file is signed. */
export function snapshotOf(file: AdminApplicantFile): SignedApplication {
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
    owner: _owner,
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
export function canonicalSnapshot(snapshot: SignedApplication): { text: string; sha256: string } {
  return canonicalRecord(snapshot);
}

/** A stored signed record that no longer reads as one: reported, never printed as if it did. */
export class UnreadableSignedRecord extends Error {
  constructor(applicationId: number, issues: string) {
    super(`The signed record of application ${applicationId} does not read as a signed application: ${issues}`);
    this.name = 'UnreadableSignedRecord';
  }
}

/** The stored snapshot text read back, checked against the schema of the file as signed. */
export function readSignedApplication(applicationId: number, text: string): SignedApplication {
  const parsed = SignedApplicationSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new UnreadableSignedRecord(applicationId, z.prettifyError(parsed.error));
  return parsed.data;
}
