import { auditTexts as t } from './texts';

/** The actions the audit log records, in the order the filter lists them. */
export { AUDIT_ACTIONS } from '@roadhire/shared';

export const actionLabel = (action: string) => t.actions[action] ?? action;
