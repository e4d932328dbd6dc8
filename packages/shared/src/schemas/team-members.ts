import { z } from 'zod';
import { idsUnder } from '../i18n/message-ids.js';
import { LoginResponseSchema, NameSchema, PasswordSchema } from './auth.js';
import { EmailSchema, IdParamSchema } from './common.js';
import { LocaleSchema } from './language.js';
import { MemberLimitsSchema, PermissionKeySchema } from './team.js';

// The team's members (issue 43, decision 033): inviting one by email, accepting the invitation,
// deactivating and reactivating an account.

const m = idsUnder('team.validation');
const MAX_ID = 2_147_483_647;

/** Who is invited, with which role and limits; the mail speaks `language`, else the carrier's default. */
export const TeamInvitationBodySchema = z.object(
  {
    email: EmailSchema,
    role_id: z
      .number({ message: m.roleId })
      .int({ message: m.roleId })
      .positive({ message: m.roleId })
      .max(MAX_ID, { message: m.roleId }),
    limits: MemberLimitsSchema.optional(),
    language: LocaleSchema.optional(),
  },
  { message: m.invitationRequired },
);
export type TeamInvitationBody = z.output<typeof TeamInvitationBodySchema>;

/** Limits as the API answers them: what `MemberLimitsSchema` made of the request. */
const MemberLimitsAnswerSchema = z.object({
  position_ids: z.array(z.number().int()).optional(),
  provinces: z.array(z.string()).optional(),
});

export const TeamInvitationIdParamsSchema = z.object({ id: IdParamSchema });

export const TeamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Null only once its role was deleted. */
  role_id: z.number().int().nullable(),
  limits: MemberLimitsAnswerSchema,
  language: LocaleSchema,
  invited_by: z.string().nullable(),
  /** When the live link was mailed, and when it stops working. */
  sent_at: z.string(),
  expires_at: z.string(),
  /** The link's time ran out: it can be resent. */
  expired: z.boolean(),
  created_at: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamInvitationListSchema = z.object({ items: z.array(TeamInvitationSchema) });
export type TeamInvitationList = z.infer<typeof TeamInvitationListSchema>;

/** An invitation link's token: 32 random bytes in base64url, as every single-use link's. */
export const TeamInvitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'team.api.invitationLinkUnknown' }),
});

/** What the invitation page shows before the form: the address it is for, and the role's name. */
export const TeamInvitationPreviewSchema = z.object({ email: z.string(), role: z.string().nullable() });
export type TeamInvitationPreview = z.infer<typeof TeamInvitationPreviewSchema>;

/** The new member's name and password, under registration's rules. */
export const TeamInvitationAcceptSchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  password: PasswordSchema,
});
export type TeamInvitationAccept = z.infer<typeof TeamInvitationAcceptSchema>;

/** Accepting answers as a login does: the member is signed in. */
export const TeamInvitationAcceptResponseSchema = LoginResponseSchema;

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role_id: z.number().int().nullable(),
  /** Null for an active member. */
  deactivated_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  /** The `ADMIN_EMAIL` administrator: holds every permission and cannot be deactivated. */
  owner: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMemberListSchema = z.object({ items: z.array(TeamMemberSchema) });
export type TeamMemberList = z.infer<typeof TeamMemberListSchema>;

/** Deactivating (false) or reactivating (true) a member. */
export const MemberActiveChangeSchema = z.object(
  { active: z.boolean({ message: m.activeFlag }) },
  { message: m.activeFlag },
);
export type MemberActiveChange = z.infer<typeof MemberActiveChangeSchema>;

/**
 * The signed-in member as the admin area draws itself for them: the menu, the pages and the
 * buttons follow `permissions` (the server still checks each route).
 */
export const AdminMeSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The role's name in the reader's language; null for a member without one (who holds nothing). */
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  permissions: z.array(PermissionKeySchema),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;
