// The API's routes (SPEC §7), shared so the server and the client cannot drift apart. Each route is
// written once, as the pattern the server registers (`apiPatterns`); the client builds its links
// from the same pattern (`apiPaths`).
export const apiPatterns = {
  health: '/api/health',
  login: '/api/auth/login',
  register: '/api/auth/register',
  verifyEmail: '/api/auth/verify-email/:token',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password/:token',
  /** A closed account's owner, with its password, cancels its erasure during the quarantine (decision 031). */
  cancelErasure: '/api/auth/cancel-erasure',
  /** Applies a pending email change from the link mailed to the new address (decision 019). */
  confirmEmail: '/api/auth/confirm-email/:token',
  profile: '/api/candidate/user/profile',
  updateUser: '/api/candidate/users/:userId',
  /** Ends every session of the caller, on every device (decision 019). */
  logoutEverywhere: '/api/candidate/user/logout-everywhere',
  latestApplication: '/api/apply/latest',
  applicationCheck: '/api/apply/check',
  openPositions: '/api/open-positions',
  openPosition: '/api/open-positions/:jobId',
  apply: '/api/apply',
  uploadResume: '/api/apply/upload-resume',
  resumeFile: '/uploads/resumes/:filename',
  clientConfig: '/api/config',
  // SPEC §7 "Dropdowns"; provinces, classes and conditions are asked for only for Canada.
  countries: '/api/dropdowns/countries',
  provinces: '/api/dropdowns/provinces/:countryId',
  licenseClasses: '/api/dropdowns/license-classes/:provinceId',
  licenseConditions: '/api/dropdowns/license-conditions/:provinceId',
  highestEducation: '/api/dropdowns/highest-edu',
  regionsTravelled: '/api/dropdowns/reg-travelled',
  equipmentOperated: '/api/dropdowns/equip-operated',
  // SPEC §7 "Documents".
  canadaDocs: '/api/candidate/user/docs-canada/:docType',
  uploadCanadaDoc: '/api/candidate/user/upload-canada/:docType',
  deleteCanadaDoc: '/api/candidate/user/docs-canada/:docType/:docId',
  usDocs: '/api/candidate/user/docs/us',
  uploadUsDoc: '/api/candidate/user/upload-prove/us',
  /** Lists US proof (`us`), training or award documents. */
  docs: '/api/candidate/user/docs/:kind',
  /** Deletes a US proof, training or award document. */
  deleteDoc: '/api/candidate/user/docs/:docId',
  /** Uploads a training or award document. */
  uploadDoc: '/api/candidate/user/upload-:kind',
  fastCards: '/api/candidate/user/fast-card',
  uploadFastCard: '/api/candidate/user/upload-fast-card',
  deleteFastCard: '/api/candidate/user/fast-card/:fcId',
  /** Signed links to a document's file (the list answers carry them whole). */
  documentFile: '/uploads/documents/:filename',
  // Onboarding: where to resume and the draft (DESIGN), then SPEC §7 "Work history" and "Final submit".
  onboarding: '/api/candidate/user/onboarding/:applicationId',
  onboardingDraft: '/api/candidate/user/onboarding/:applicationId/draft',
  workHistory: '/api/candidate/user/work-history/:userId',
  license: '/api/candidate/user/license/:userId',
  addLicense: '/api/candidate/user/license/add/:userId',
  qualifications: '/api/candidate/user/qualifications/:userId',
  pipeline: '/api/candidate/user/pipeline/:userId',
  cancelApplication: '/api/candidate/apply/cancel/:applicationId',
  // The signed application (decision 016).
  sign: '/api/candidate/user/sign/:applicationId',
  complianceTexts: '/api/compliance/texts',
  // Where each of the driver's applications stands, and the Clearinghouse consent they sign.
  driverApplications: '/api/candidate/user/applications',
  /** The recruiters' messages to the driver and the driver's answers. */
  driverMessages: '/api/candidate/user/messages',
  clearinghouseConsent: '/api/candidate/user/clearinghouse-consent/:applicationId',
  // The admin area (role 1 only).
  adminPositions: '/api/admin/positions',
  adminPosition: '/api/admin/positions/:id',
  adminApplications: '/api/admin/applications',
  adminApplicationsCsv: '/api/admin/applications.csv',
  adminApplication: '/api/admin/applications/:id',
  adminApplicationStatus: '/api/admin/applications/:id/status',
  adminApplicationNotes: '/api/admin/applications/:id/notes',
  /** Who answers for an applicant (issue 43): taking one from the "Unassigned" queue, and reassigning it. */
  adminApplicationClaim: '/api/admin/applications/:id/claim',
  adminApplicationOwner: '/api/admin/applications/:id/owner',
  /** The members it may be given to, for the reassign control. */
  adminApplicationOwners: '/api/admin/applications/:id/owners',
  /** A call, voicemail, text or mail to the driver, logged by hand (issue 43). */
  adminApplicationContacts: '/api/admin/applications/:id/contacts',
  /** Everything said and done with an applicant, newest first, a page at a time. */
  adminApplicationTimeline: '/api/admin/applications/:id/timeline',
  /** A recruiter's message to the driver, and a template filled for them before it is sent. */
  adminApplicationMessages: '/api/admin/applications/:id/messages',
  adminApplicationMessagePreview: '/api/admin/applications/:id/message-preview',
  /** The team's bilingual message templates (settings). */
  adminMessageTemplates: '/api/admin/message-templates',
  adminMessageTemplate: '/api/admin/message-templates/:templateId',
  /** The default message to the driver for a stage, shown to the recruiter before the move. */
  adminApplicationStageMessage: '/api/admin/applications/:id/stage-message',
  /** Whether a move to Hired on a day would be taken, asked before the recruiter writes to the driver. */
  adminHireCheck: '/api/admin/applications/:id/hire-check',
  adminApplicationPdf: '/api/admin/applications/:id/pdf',
  adminSignatureVerify: '/api/admin/applications/:id/signature/verify',
  // The investigation file (49 CFR 391.53): readable only with the account's permission.
  adminClearinghouse: '/api/admin/applications/:id/clearinghouse',
  /** Each query its own record with its result PDF, never overwritten (49 CFR 382.701). */
  adminClearinghouseQueries: '/api/admin/applications/:id/clearinghouse/queries',
  adminClearinghouseQueryPdf: '/api/admin/applications/:id/clearinghouse/queries/:queryId/pdf',
  /** The return-to-duty documents a violation needs before a hire (382.217). */
  adminClearinghouseRtdDocuments: '/api/admin/applications/:id/clearinghouse/rtd-documents',
  adminClearinghouseRtdDocumentPdf: '/api/admin/applications/:id/clearinghouse/rtd-documents/:documentId/pdf',
  adminClearinghouseDue: '/api/admin/clearinghouse/due',
  adminStats: '/api/admin/stats',
  adminUsers: '/api/admin/users',
  adminUserRole: '/api/admin/users/:id/role',
  adminUserPermissions: '/api/admin/users/:id/permissions',
  adminAudit: '/api/admin/audit',
  /** The signed-in member: their name, role and permissions, which the admin screens follow. */
  adminMe: '/api/admin/me',
  // The team's permissions and roles (issue 43).
  adminPermissions: '/api/admin/permissions',
  adminRoles: '/api/admin/roles',
  adminRole: '/api/admin/roles/:id',
  // Which applicants a member sees: their positions or provinces (issue 43).
  adminMemberLimits: '/api/admin/team/members/:id/limits',
  // Members: invitations by email (single-use links that expire), deactivation and reactivation.
  adminTeamMembers: '/api/admin/team/members',
  adminTeamInvitations: '/api/admin/team/invitations',
  adminTeamInvitationResend: '/api/admin/team/invitations/:id/resend',
  adminTeamInvitationRevoke: '/api/admin/team/invitations/:id/revoke',
  adminUserActive: '/api/admin/users/:id/active',
  // The invited person's side: the link's token is the permission.
  teamInvitation: '/api/team/invitations/:token',
  teamInvitationAccept: '/api/team/invitations/:token/accept',
  // Mail to one account and the messages failed for good.
  adminUserMail: '/api/admin/users/:id/mail',
  adminMailFailed: '/api/admin/mail/failed',
  // Previous-employer checks (49 CFR 391.23, decision 030): the driver's releases, the employer's
  // form behind its single-use link, and the recruiter's actions.
  candidateVerifications: '/api/candidate/user/verifications',
  candidateVerificationRelease: '/api/candidate/user/verifications/:id/release',
  // The driver's review, correction request and rebuttal of an answer (391.23(i)).
  candidateVerificationReview: '/api/candidate/user/verifications/:id/review',
  candidateVerificationCorrection: '/api/candidate/user/verifications/:id/correction',
  candidateVerificationRebuttal: '/api/candidate/user/verifications/:id/rebuttal',
  employerResponse: '/api/employer-response/:token',
  employerResponseLanguage: '/api/employer-response/:token/language',
  adminApplicationVerifications: '/api/admin/applications/:id/verifications',
  adminVerifications: '/api/admin/verifications',
  adminVerificationSend: '/api/admin/verifications/:id/send',
  adminVerificationRevoke: '/api/admin/verifications/:id/revoke',
  adminVerificationContact: '/api/admin/verifications/:id/contact',
  adminVerificationMerge: '/api/admin/verifications/:id/merge',
  adminVerificationClose: '/api/admin/verifications/:id/close',
  adminVerificationResponse: '/api/admin/verifications/:id/response',
  adminVerificationResponsePdf: '/api/admin/verifications/:id/response.pdf',
  /** The whole investigation file of one application (391.53) as one PDF. */
  adminInvestigationFilePdf: '/api/admin/applications/:id/investigation-file.pdf',
  adminVerificationRelease: '/api/admin/verifications/:id/release-to-driver',
  // A driver's data (decision 031): export, erasure, withdrawal, correction, consents; the
  // carrier's sweep, holds and registers.
  privacy: '/api/candidate/user/privacy',
  privacyExport: '/api/candidate/user/privacy/export',
  privacyExportLink: '/api/candidate/user/privacy/export/:token',
  privacyErasure: '/api/candidate/user/privacy/erasure',
  privacyCorrection: '/api/candidate/user/privacy/corrections',
  privacyConsent: '/api/candidate/user/privacy/consents/:purpose',
  withdrawApplication: '/api/candidate/user/applications/:applicationId/withdraw',
  adminPrivacySweep: '/api/admin/privacy/sweep',
  adminPrivacyRequests: '/api/admin/privacy/requests',
  adminPrivacyRequestDone: '/api/admin/privacy/requests/:id/done',
  adminPrivacyHolds: '/api/admin/privacy/holds',
  adminPrivacyHold: '/api/admin/privacy/holds/:id',
  adminPrivacyIncidents: '/api/admin/privacy/incidents',
  adminPrivacyIncidentsCsv: '/api/admin/privacy/incidents.csv',
  adminApplicationPrivacy: '/api/admin/applications/:id/privacy',
  /** A signed application's corrections, each a new version beside the snapshot (decision 031). */
  adminApplicationCorrections: '/api/admin/applications/:id/corrections',
  adminEmploymentEnd: '/api/admin/applications/:id/employment-end',
  // The reminders' unsubscribe link, public: its signature is the permission.
  unsubscribeReminders: '/api/mail/unsubscribe/:userId',
} as const;

type ApiPatterns = typeof apiPatterns;

/** The `:name` parameters of a pattern, in order: `'/a/:x/b/:y'` gives `['x', 'y']`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One value per parameter name. */
type ParamValues<Names extends string[]> = { [K in keyof Names]: string | number };

/** A pattern without parameters is its own link; one with parameters takes their values in order. */
export type ApiLink<P extends string> =
  ParamNames<P> extends [] ? P : (...values: ParamValues<ParamNames<P>>) => string;

const PARAM = /:\w+/g;

function linkTo(pattern: string): string | ((...values: (string | number)[]) => string) {
  if (!pattern.includes(':')) return pattern;
  return (...values) => {
    let next = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(String(values[next++])));
  };
}

/** The links the client calls: `apiPaths.health`, `apiPaths.adminApplication(42)`. */
export const apiPaths = Object.fromEntries(
  Object.entries(apiPatterns).map(([name, pattern]) => [name, linkTo(pattern)]),
) as unknown as { [K in keyof ApiPatterns]: ApiLink<ApiPatterns[K]> };
