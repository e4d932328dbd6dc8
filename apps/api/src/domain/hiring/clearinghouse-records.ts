import { listClearinghouseQueries, listRtdDocuments } from '../../data/clearinghouse-repository.js';
import {
  canViewInvestigations,
  findApplicationForHiring,
  findClearinghouseCheck,
} from '../../data/hiring-repository.js';
import type { Executor } from '../../db/client.js';
import { type Said, said } from '../../lib/said.js';
import { type HireBlocker, hireBlockers, type StepRecords } from './clearinghouse-step.js';

// The Clearinghouse step of one application read from its records, and the one check of a hire
// date that the Hired stage, its dialog and the step's panel share (decision 029).

export type HiringApplication = NonNullable<Awaited<ReturnType<typeof findApplicationForHiring>>>;

/** The application with its consent, queries and return-to-duty documents; undefined when there is none. */
export async function readStepRecords(
  db: Executor,
  applicationId: number,
): Promise<{ application: HiringApplication; step: StepRecords } | undefined> {
  const application = await findApplicationForHiring(db, applicationId);
  if (!application) return undefined;
  const [check, queries, rtdDocuments] = await Promise.all([
    findClearinghouseCheck(db, applicationId),
    listClearinghouseQueries(db, applicationId),
    listRtdDocuments(db, applicationId),
  ]);
  return { application, step: { check, queries, rtdDocuments } };
}

/**
 * Why a move of this application to Hired on `hiredOn` would be refused, by id (said in the reader's language);
 * none for a job that needs no CDL. The reasons name drug-and-alcohol facts, so a reader without
 * the investigation permission is told only that the step does not allow the hire yet.
 */
export async function hireRefusals(
  db: Executor,
  request: { applicationId: number; hiredOn: string; readerId: number },
): Promise<Said[]> {
  const records = await readStepRecords(db, request.applicationId);
  if (!records?.application.p_requires_cdl) return [];
  const blockers = hireBlockers(records.step, request.hiredOn);
  if (blockers.length === 0) return [];
  if (!(await canViewInvestigations(db, request.readerId))) return [said('hiring.api.hireNotReady')];
  const say = (blocker: HireBlocker): Said => {
    switch (blocker.reason) {
      case 'consent_missing':
        return said('hiring.api.hireConsentMissing');
      case 'full_query_missing':
        return said('hiring.api.hireFullQueryMissing');
      case 'full_query_after_hire':
        return said('hiring.api.hireFullQueryAfterHire', { queried: blocker.queried_on, hired: blocker.hired_on });
      case 'prohibited':
        return said('hiring.api.clearinghouseProhibited');
      case 'rtd_documents_missing':
        return said('hiring.api.hireRtdMissing', {
          documents: blocker.missing.map((kind) => said(`hiring.rtdKinds.${kind}`)),
        });
    }
  };
  return blockers.map(say);
}
