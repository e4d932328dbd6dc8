import { auditTexts as t } from './texts';

/**
 * The actions the API writes to the audit log (every `recordAudit` call in apps/api). An action
 * not listed here (a newer API) still shows, under its raw name.
 */
export const AUDIT_ACTIONS = [
  'position.create',
  'position.update',
  'position.close',
  'position.reopen',
  'application.stage',
  'application.note',
  'applications.export',
  'user.grant_admin',
  'user.remove_admin',
] as const;

export const actionLabel = (action: string) => t.actions[action] ?? action;
