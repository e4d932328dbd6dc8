import { AUDIT_ACTIONS, type AuditAction, type MessageId } from '@roadhire/shared';
import type { Translate } from '../../../lib/i18n/locale';

/** The actions the audit log records, in the order the filter lists them. */
export { AUDIT_ACTIONS };

const known = new Set<string>(AUDIT_ACTIONS);

/**
 * An action's name in the page's language; the stored code stays what is filtered on and sent. A
 * code the portal does not know (an older or newer entry) is shown as it is.
 */
export const actionLabel = (t: Translate, action: string) =>
  known.has(action) ? t(`adminAudit.actions.${action as AuditAction}` satisfies MessageId) : action;
