import { z } from 'zod';
import type { MessageId } from '../i18n/catalogue-en.js';
import { idsUnder } from '../i18n/message-ids.js';
import { IdParamSchema } from './common.js';

// The team's permissions and roles (issue 43). A permission is a verb on a part of the portal; a
// role is a named set of them. Which applicants a member sees (positions, provinces) is a scope
// kept apart from both.

/** The one fixed list of permissions, in the order screens show them. */
export const PERMISSION_KEYS = [
  'positions',
  'applicants.read',
  'applicants.act',
  /** The investigation file and drug-and-alcohol answers (49 CFR 391.53). */
  'investigations',
  /** The hire and the Clearinghouse step. */
  'hiring',
  /** The privacy registers: requests, holds, incidents, the retention sweep. */
  'privacy',
  'team',
  'reports',
  'settings',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Each permission's name in the catalogue. */
export const PERMISSION_LABELS = {
  positions: 'team.permissions.positions',
  'applicants.read': 'team.permissions.applicantsRead',
  'applicants.act': 'team.permissions.applicantsAct',
  investigations: 'team.permissions.investigations',
  hiring: 'team.permissions.hiring',
  privacy: 'team.permissions.privacy',
  team: 'team.permissions.team',
  reports: 'team.permissions.reports',
  settings: 'team.permissions.settings',
} as const satisfies Record<PermissionKey, MessageId>;

/** The roles the portal ships; each is named in the reader's language, and cannot be changed or deleted. */
export const PRESET_ROLE_KEYS = [
  'administrator',
  'recruiting_manager',
  'recruiter',
  'processor',
  'compliance',
] as const;
export type PresetRoleKey = (typeof PRESET_ROLE_KEYS)[number];

export const PRESET_ROLE_LABELS = {
  administrator: 'team.presets.administrator',
  recruiting_manager: 'team.presets.recruitingManager',
  recruiter: 'team.presets.recruiter',
  processor: 'team.presets.processor',
  compliance: 'team.presets.compliance',
} as const satisfies Record<PresetRoleKey, MessageId>;

/**
 * What each preset holds (team-notes "Roles, scope and need-to-know"). The investigation file and
 * drug-and-alcohol answers go only to those involved in the hiring decision (49 CFR 391.53): the
 * recruiting manager, the processor who runs the checks to a hire, and compliance, who keeps the
 * driver qualification files and runs the yearly Clearinghouse queries; not to the recruiter, who
 * works the applicants up to the offer. Team, roles and settings stay with the administrator;
 * compliance reads but does not move applicants, and keeps the privacy registers.
 */
export const PRESET_ROLE_PERMISSIONS = {
  administrator: PERMISSION_KEYS,
  recruiting_manager: ['positions', 'applicants.read', 'applicants.act', 'investigations', 'hiring', 'reports'],
  recruiter: ['applicants.read', 'applicants.act'],
  processor: ['applicants.read', 'applicants.act', 'investigations', 'hiring'],
  compliance: ['applicants.read', 'investigations', 'hiring', 'privacy', 'reports'],
} as const satisfies Record<PresetRoleKey, readonly PermissionKey[]>;

const m = idsUnder('team.validation');

export const ROLE_NAME_MAX_LENGTH = 60;
/** A key sent twice counts once; past this many, the list is not a choice from nine. */
const ROLE_PERMISSIONS_MAX_ITEMS = 50;

export const PermissionKeySchema = z.enum(PERMISSION_KEYS, { message: m.badPermission });

/** A role as written: its name, and its permissions each once, kept in the list's order. */
export const RoleBodySchema = z.object(
  {
    name: z
      .string({ message: m.nameRequired })
      .trim()
      .min(1, { message: m.nameRequired })
      .max(ROLE_NAME_MAX_LENGTH, { message: m.nameTooLong }),
    permissions: z
      .array(PermissionKeySchema, { message: m.permissionsList })
      .max(ROLE_PERMISSIONS_MAX_ITEMS, { message: m.permissionsList })
      .transform((keys) => PERMISSION_KEYS.filter((key) => keys.includes(key))),
  },
  { message: m.roleRequired },
);
export type RoleBody = z.output<typeof RoleBodySchema>;

export const RoleIdParamsSchema = z.object({ id: IdParamSchema });

export const PermissionSchema = z.object({ key: PermissionKeySchema, label: z.string() });
export const PermissionListSchema = z.object({ items: z.array(PermissionSchema) });
export type PermissionList = z.infer<typeof PermissionListSchema>;

export const RoleSchema = z.object({
  id: z.number().int(),
  /** A preset's name in the reader's language; a custom role's as its author wrote it. */
  name: z.string(),
  permissions: z.array(PermissionKeySchema),
  preset: z.boolean(),
  /** The admin accounts holding the role: a role in use cannot be deleted. */
  members: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleListSchema = z.object({ items: z.array(RoleSchema) });
export type RoleList = z.infer<typeof RoleListSchema>;

const MAX_ID = 2_147_483_647;
/** More than a carrier has positions or provinces: past this, the list is not a choice. */
const LIMIT_ITEMS_MAX = 500;

/**
 * Which applicants a member sees: those of these positions, or those living in these provinces
 * (names as the forms store them). No list, or an empty one, sets no limit on that side.
 */
export const MemberLimitsSchema = z.object(
  {
    position_ids: z
      .array(
        z
          .number({ message: m.limits })
          .int({ message: m.limits })
          .positive({ message: m.limits })
          .max(MAX_ID, { message: m.limits }),
        { message: m.limits },
      )
      .max(LIMIT_ITEMS_MAX, { message: m.limits })
      .transform((ids) => [...new Set(ids)])
      .optional(),
    provinces: z
      .array(z.string({ message: m.limits }).trim().min(1, { message: m.limits }).max(100, { message: m.limits }), {
        message: m.limits,
      })
      .max(LIMIT_ITEMS_MAX, { message: m.limits })
      .transform((names) => [...new Set(names)])
      .optional(),
  },
  { message: m.limits },
);
export type MemberLimits = z.output<typeof MemberLimitsSchema>;

/** A member's limits as stored: both lists, empty where that side sets no limit. */
export const MemberLimitsResponseSchema = z.object({
  position_ids: z.array(z.number().int()),
  provinces: z.array(z.string()),
});
export type MemberLimitsResponse = z.infer<typeof MemberLimitsResponseSchema>;

export const MemberIdParamsSchema = z.object({ id: IdParamSchema });
