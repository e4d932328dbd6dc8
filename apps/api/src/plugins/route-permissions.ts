import { type PermissionKey, apiPatterns as p } from '@roadhire/shared';

/**
 * What a route asks of the caller's role: one permission, every one of a list (`all`), or any one
 * of a list (`any`).
 */
export type RouteRequirement = PermissionKey | { all: readonly PermissionKey[] } | { any: readonly PermissionKey[] };

/** Checking the investigation file's routes asks both its permission and the hiring step's. */
const clearinghouse: RouteRequirement = { all: ['investigations', 'hiring'] };

/**
 * The permission each admin route needs (issue 43), by `METHOD pattern`. `plugins/permissions.ts`
 * applies it to every route of the admin scope and refuses to start when a route has no entry, so
 * no route is added unchecked. A HEAD route asks what its GET asks.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteRequirement>> = {
  // The applicants: reading them, and acting on them.
  [`GET ${p.adminApplications}`]: 'applicants.read',
  [`GET ${p.adminApplicationsCsv}`]: 'applicants.read',
  [`GET ${p.adminApplication}`]: 'applicants.read',
  [`GET ${p.adminApplicationPdf}`]: 'applicants.read',
  // The mails the outbox sent the driver, shown on the applicant file.
  [`GET ${p.adminUserMail}`]: 'applicants.read',
  // The dashboard's counts are the applicants' own numbers, every recruiter's home page; `reports`
  // is for the carrier's records of its work (the audit log), not for knowing what waits.
  [`GET ${p.adminStats}`]: 'applicants.read',
  // The dashboard's alert of mails to drivers that failed for good, beside those counts.
  [`GET ${p.adminMailFailed}`]: 'applicants.read',
  // A stage change; moving to Hired also asks `hiring`, in the route, as only the body says so.
  [`PUT ${p.adminApplicationStatus}`]: 'applicants.act',
  // The mail a stage change would send: asked only on the way to sending it.
  [`GET ${p.adminApplicationStageMessage}`]: 'applicants.act',
  [`POST ${p.adminApplicationNotes}`]: 'applicants.act',
  // Taking an applicant from the queue, or giving it to another member.
  [`POST ${p.adminApplicationClaim}`]: 'applicants.act',
  [`PUT ${p.adminApplicationOwner}`]: 'applicants.act',
  // Whom it may be given to: asked only on the way to reassigning it.
  [`GET ${p.adminApplicationOwners}`]: 'applicants.act',
  // A call, voicemail, text or mail to the driver, logged by hand.
  [`POST ${p.adminApplicationContacts}`]: 'applicants.act',
  // The applicant's timeline; the investigation file's entries on it also ask `investigations`.
  [`GET ${p.adminApplicationTimeline}`]: 'applicants.read',
  // Writing to the driver, from a template filled for them or in the recruiter's own words.
  [`GET ${p.adminApplicationMessagePreview}`]: 'applicants.act',
  [`POST ${p.adminApplicationMessages}`]: 'applicants.act',
  // The team's message templates are settings; a recruiter reads them to choose one.
  [`GET ${p.adminMessageTemplates}`]: { any: ['settings', 'applicants.act'] },
  [`POST ${p.adminMessageTemplates}`]: 'settings',
  [`PUT ${p.adminMessageTemplate}`]: 'settings',
  [`DELETE ${p.adminMessageTemplate}`]: 'settings',
  // Writes to the audit log that the signature was checked, as part of working the file.
  [`POST ${p.adminSignatureVerify}`]: 'applicants.act',

  // The positions editor. Its lists are also the applicants' position filter, so either opens them.
  [`GET ${p.adminPositions}`]: { any: ['positions', 'applicants.read'] },
  [`GET ${p.adminPosition}`]: { any: ['positions', 'applicants.read'] },
  [`POST ${p.adminPositions}`]: 'positions',
  [`PUT ${p.adminPosition}`]: 'positions',

  // Hiring: whether a hire may be recorded now (the Clearinghouse step's gate).
  [`GET ${p.adminHireCheck}`]: 'hiring',

  // The investigation file (49 CFR 391.53), also behind `investigation-access`: the
  // previous-employer checks, and the whole file.
  [`GET ${p.adminVerifications}`]: 'investigations',
  [`GET ${p.adminApplicationVerifications}`]: 'investigations',
  [`POST ${p.adminApplicationVerifications}`]: 'investigations',
  [`POST ${p.adminVerificationSend}`]: 'investigations',
  [`POST ${p.adminVerificationRevoke}`]: 'investigations',
  [`PUT ${p.adminVerificationContact}`]: 'investigations',
  [`POST ${p.adminVerificationClose}`]: 'investigations',
  [`POST ${p.adminVerificationMerge}`]: 'investigations',
  [`POST ${p.adminVerificationRelease}`]: 'investigations',
  [`POST ${p.adminVerificationResponse}`]: 'investigations',
  [`GET ${p.adminVerificationResponsePdf}`]: 'investigations',
  [`GET ${p.adminInvestigationFilePdf}`]: 'investigations',
  // The Clearinghouse step: drug-and-alcohol data, and a step of hiring.
  [`GET ${p.adminClearinghouse}`]: clearinghouse,
  [`POST ${p.adminClearinghouseQueries}`]: clearinghouse,
  [`GET ${p.adminClearinghouseQueryPdf}`]: clearinghouse,
  [`POST ${p.adminClearinghouseRtdDocuments}`]: clearinghouse,
  [`GET ${p.adminClearinghouseRtdDocumentPdf}`]: clearinghouse,
  [`GET ${p.adminClearinghouseDue}`]: clearinghouse,

  // The privacy registers and a driver's requests (decision 031).
  [`POST ${p.adminPrivacySweep}`]: 'privacy',
  [`GET ${p.adminPrivacyRequests}`]: 'privacy',
  [`POST ${p.adminPrivacyRequestDone}`]: 'privacy',
  [`GET ${p.adminPrivacyHolds}`]: 'privacy',
  [`POST ${p.adminPrivacyHolds}`]: 'privacy',
  [`DELETE ${p.adminPrivacyHold}`]: 'privacy',
  [`GET ${p.adminPrivacyIncidents}`]: 'privacy',
  [`POST ${p.adminPrivacyIncidents}`]: 'privacy',
  [`GET ${p.adminPrivacyIncidentsCsv}`]: 'privacy',
  // The applicant file's privacy panel: consents, holds and erasure are the registers' rows; the
  // end of employment is the day the retention periods count from.
  [`GET ${p.adminApplicationPrivacy}`]: 'privacy',
  [`PUT ${p.adminEmploymentEnd}`]: 'privacy',
  // Corrections answer a driver's request to correct a signed application: the request is in the
  // privacy register, and the corrected answer changes what the legal record says.
  [`GET ${p.adminApplicationCorrections}`]: 'privacy',
  [`POST ${p.adminApplicationCorrections}`]: 'privacy',

  // What the caller holds is theirs to know whatever they hold: the screens are drawn from it.
  [`GET ${p.adminMe}`]: { all: [] },
  // The team: accounts, the investigation file's flag, the permissions and roles.
  [`GET ${p.adminUsers}`]: 'team',
  [`PUT ${p.adminUserRole}`]: 'team',
  [`PUT ${p.adminUserPermissions}`]: 'team',
  [`GET ${p.adminPermissions}`]: 'team',
  [`GET ${p.adminRoles}`]: 'team',
  [`POST ${p.adminRoles}`]: 'team',
  [`PUT ${p.adminRole}`]: 'team',
  [`DELETE ${p.adminRole}`]: 'team',
  // Which applicants a member sees: their positions and provinces.
  [`GET ${p.adminMemberLimits}`]: 'team',
  [`PUT ${p.adminMemberLimits}`]: 'team',
  // Its members: invitations, and deactivating or reactivating an account.
  [`GET ${p.adminTeamMembers}`]: 'team',
  [`GET ${p.adminTeamInvitations}`]: 'team',
  [`POST ${p.adminTeamInvitations}`]: 'team',
  [`POST ${p.adminTeamInvitationResend}`]: 'team',
  [`POST ${p.adminTeamInvitationRevoke}`]: 'team',
  [`PUT ${p.adminUserActive}`]: 'team',

  // Reports: the audit log of what the team did.
  [`GET ${p.adminAudit}`]: 'reports',
};

/** The permissions a requirement names, in its order. */
export function permissionsNamed(requirement: RouteRequirement): readonly PermissionKey[] {
  if (typeof requirement === 'string') return [requirement];
  return 'all' in requirement ? requirement.all : requirement.any;
}

/** The permission a caller holding `held` lacks for the requirement, the first one named; none when met. */
export function missingPermission(
  requirement: RouteRequirement,
  held: ReadonlySet<PermissionKey>,
): PermissionKey | undefined {
  const named = permissionsNamed(requirement);
  if (typeof requirement !== 'string' && 'any' in requirement)
    return named.some((key) => held.has(key)) ? undefined : named[0];
  return named.find((key) => !held.has(key));
}

/** The table's entry of a route as Fastify registers it (HEAD asks what GET asks). */
export function requirementOf(method: string, pattern: string): RouteRequirement | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  return ROUTE_PERMISSIONS[`${asked} ${pattern}`];
}
