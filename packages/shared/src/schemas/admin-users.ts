import { z } from 'zod';
import { ROLE_ADMIN, ROLE_CANDIDATE } from '../constants.js';
import { idsUnder } from '../i18n/message-ids.js';
import { AdminPagingShape, AdminSearchQuery, adminOptionalQuery } from './admin-positions.js';
import { IdParamSchema, IsoDateSchema } from './common.js';

// The admin area's accounts, roles and audit log (SPEC §6, decision 008).

const m = idsUnder('adminPositions');

const RoleQuery = z.enum(['1', '2'], { message: m.badRole }).transform(Number);

export const AdminUserListQuerySchema = z.object({
  /** Part of the name or the email. */
  q: AdminSearchQuery,
  role: adminOptionalQuery(RoleQuery),
  ...AdminPagingShape,
});
export type AdminUserListQuery = z.output<typeof AdminUserListQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.number().int(),
  /** May read the investigation file (49 CFR 391.53): Clearinghouse and previous-employer checks. */
  can_view_investigations: z.boolean(),
  /** A deactivated member (decision 033); null for an active account. */
  deactivated_at: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ items: z.array(AdminUserSchema), total: z.number().int() });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserIdParamsSchema = z.object({ id: IdParamSchema });

export const AdminRoleChangeSchema = z.object({
  role: z.union([z.literal(ROLE_ADMIN), z.literal(ROLE_CANDIDATE)], { message: m.badRole }),
});
export type AdminRoleChange = z.infer<typeof AdminRoleChangeSchema>;

/** Every action the audit log records (decision 008); the API writes only these. */
/**
 * What a read of the investigation file showed (audit action `investigation.read`): the applicant
 * file's view of it (one row per visit), the whole file as PDF, one answer's PDF, the queue of
 * every check, the Clearinghouse step or one of its PDFs, or the yearly queries due.
 */
export const INVESTIGATION_PARTS = [
  'applicant_file',
  'employer_checks',
  'file_pdf',
  'employer_answer_pdf',
  'checks_queue',
  'clearinghouse',
  'clearinghouse_pdf',
  'clearinghouse_due',
  'timeline',
] as const;
export type InvestigationPart = (typeof INVESTIGATION_PARTS)[number];
/** The header carrying a screen's id for one look at a file, so its reads make one audit row. */
export const INVESTIGATION_VIEW_HEADER = 'X-Investigation-View';
/** A view id as the server takes it: anything else is a read of its own. */
export const INVESTIGATION_VIEW_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export const AUDIT_ACTIONS = [
  'position.create',
  'position.update',
  'position.close',
  'position.reopen',
  'application.stage',
  'application.note',
  'application.owner',
  'application.contact',
  'application.message',
  'template.create',
  'template.update',
  'template.delete',
  'application.export',
  'application.signature_verify',
  'applications.export',
  'user.grant_admin',
  'user.remove_admin',
  'user.permissions',
  'investigation.read',
  'mail.read',
  // The first two are of entries written before each query became a record of its own.
  'clearinghouse.update',
  'clearinghouse.result_pdf',
  'clearinghouse.consent',
  'clearinghouse.query',
  'clearinghouse.rtd_document',
  'verification.add',
  'verification.merge',
  'verification.cancel',
  'verification.send',
  'verification.revoke',
  'verification.contact',
  'verification.response',
  'verification.close',
  'verification.hired_on',
  'verification.release_to_driver',
  'privacy.erasure',
  'privacy.sweep',
  'privacy.hold',
  'privacy.hold_lift',
  'privacy.incident',
  'privacy.employment_end',
  'privacy.request_done',
  'application.corrected',
  'role.create',
  'role.update',
  'role.delete',
  'member.limits',
  'team.invite',
  'team.invitation_resend',
  'team.invitation_revoke',
  'team.invitation_accept',
  'user.deactivate',
  'user.reactivate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const rangeInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;

export const AdminAuditQuerySchema = z
  .object({
    action: adminOptionalQuery(z.string().trim().max(60, { message: m.badAction })),
    /** Part of the acting administrator's email. */
    actor: AdminSearchQuery,
    /** On or after this day (UTC), YYYY-MM-DD. */
    from: adminOptionalQuery(IsoDateSchema),
    /** On or before this day (UTC), inclusive. */
    to: adminOptionalQuery(IsoDateSchema),
    ...AdminPagingShape,
  })
  .refine(rangeInOrder, { message: m.badRange, path: ['to'] });
export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;

export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  /** The target as a reader knows it (an applicant's name, a position's number and title, an email); null once gone. */
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditListSchema = z.object({ items: z.array(AdminAuditEntrySchema), total: z.number().int() });
export type AdminAuditList = z.infer<typeof AdminAuditListSchema>;
