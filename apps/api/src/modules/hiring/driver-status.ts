import type {
  DriverApplicationStatus,
  DriverApplicationStep,
  DriverApplications,
  RecruiterStage,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { listDriverApplications } from '../../data/hiring-repository.js';

// Where each of the driver's applications stands (issue of 49 CFR 391.23(i)'s spirit: no driver
// left wondering), read from the recruiter stages (SPEC §6, decision 008).

/** A recruiter stage as the driver's four steps. */
const STEP_OF_STAGE: Record<RecruiterStage, DriverApplicationStep> = {
  submitted: 'received',
  in_review: 'in_review',
  interview: 'checks',
  hired: 'decision',
  rejected: 'decision',
};

export async function driverApplications(ctx: AppContext, userId: number): Promise<DriverApplications> {
  const rows = await listDriverApplications(ctx.db, userId);
  return {
    items: rows.map((row): DriverApplicationStatus => {
      const submitted = row.status === 'submitted';
      const stage = row.recruiter_stage ?? 'submitted';
      const open = submitted && stage !== 'rejected';
      return {
        id: row.id,
        p_position_title: row.p_position_title,
        status: row.status,
        submitted_at: row.submitted_at?.toISOString() ?? null,
        step: submitted ? STEP_OF_STAGE[stage] : null,
        decision: !submitted ? null : stage === 'hired' ? 'hired' : stage === 'rejected' ? 'not_selected' : null,
        // The previous-employer checks list the employers asked here as they run.
        checks: [],
        clearinghouse_consent: row.consent_signed_at ? 'signed' : open && row.p_requires_cdl ? 'to_sign' : 'not_needed',
      };
    }),
  };
}
