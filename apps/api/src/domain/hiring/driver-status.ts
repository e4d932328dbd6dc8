import type {
  DriverApplicationStatus,
  DriverApplicationStep,
  DriverApplications,
  DriverCheck,
  Locale,
  RecruiterStage,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { listDriverApplications } from '../../data/hiring-repository.js';
import { listUserVerifications } from '../../data/verifications-repository.js';
import type { EmployerVerification } from '../../db/schema.js';

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

export async function driverApplications(ctx: AppContext, userId: number, locale: Locale): Promise<DriverApplications> {
  const [rows, verifications] = await Promise.all([
    listDriverApplications(ctx.db, userId),
    listUserVerifications(ctx.db, userId),
  ]);
  const checks = checksByApplication(verifications);
  return {
    items: rows.map((row): DriverApplicationStatus => {
      const submitted = row.status === 'submitted';
      const stage = row.recruiter_stage ?? 'submitted';
      const open = submitted && stage !== 'rejected';
      return {
        id: row.id,
        // The job as the driver knows it: its French title to a French reader, as its mails say.
        p_position_title: (locale === 'fr' && row.p_position_title_fr?.trim()) || row.p_position_title,
        status: row.status,
        submitted_at: row.submitted_at?.toISOString() ?? null,
        step: submitted ? STEP_OF_STAGE[stage] : null,
        decision: !submitted ? null : stage === 'hired' ? 'hired' : stage === 'rejected' ? 'not_selected' : null,
        checks: checks.get(row.id) ?? [],
        releases_to_sign: verifications.filter(
          (check) => check.application_id === row.id && check.status === 'awaiting_release',
        ).length,
        clearinghouse_consent: row.consent_signed_at ? 'signed' : open && row.p_requires_cdl ? 'to_sign' : 'not_needed',
      };
    }),
  };
}

/**
 * The previous employers each application's request went to (49 CFR 391.23), and whether each has
 * answered; a check not yet sent (no release, no contact) or cancelled by the recruiter is not one.
 */
function checksByApplication(verifications: EmployerVerification[]): Map<number, DriverCheck[]> {
  const byApplication = new Map<number, DriverCheck[]>();
  for (const check of verifications) {
    if (!check.sent_at || check.status === 'cancelled') continue;
    const list = byApplication.get(check.application_id) ?? [];
    list.push({
      employer_name: check.employer_name,
      asked_at: check.sent_at.toISOString(),
      answered: check.status === 'answered',
    });
    byApplication.set(check.application_id, list);
  }
  return byApplication;
}
