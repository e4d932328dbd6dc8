import type { AdminAuditEntry } from '@roadhire/shared';
import { auditTexts as t } from './texts';

const MAX_LENGTH = 160;

const show = (value: unknown): string => {
  if (value === null || value === undefined) return t.details.none;
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const clip = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text);

/** Compact "key: value" pairs, for details no rule below knows. */
const pairs = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join('; ');

/** A short readable line for an entry's details: "from in_review to hired", "role 1 → 2". */
export function describeDetails(entry: Pick<AdminAuditEntry, 'action' | 'details'>): string {
  const d = entry.details;
  let text: string;
  switch (entry.action) {
    case 'application.stage': {
      text = t.details.stage(show(d.from), show(d.to));
      if (typeof d.note === 'string' && d.note) text += `; ${t.details.note}: “${d.note}”`;
      break;
    }
    case 'user.grant_admin':
    case 'user.remove_admin':
      text = [d.email, t.details.role(show(d.from), show(d.to))].filter(Boolean).join(': ');
      break;
    case 'position.create':
      text = [d.number && `${t.details.number} ${show(d.number)}`, d.title && show(d.title)].filter(Boolean).join(' ');
      break;
    case 'position.update':
    case 'position.close':
    case 'position.reopen': {
      const changed =
        Array.isArray(d.changed) && d.changed.length > 0 ? `${t.details.changed}: ${show(d.changed)}` : '';
      text = [d.number && `${t.details.number} ${show(d.number)}`, changed].filter(Boolean).join('; ');
      break;
    }
    case 'application.export':
      text = d.format ? `${t.details.format}: ${show(d.format)}` : '';
      break;
    case 'applications.export':
      text = Object.keys(d).length === 0 ? t.details.allApplicants : pairs(d);
      break;
    default:
      text = pairs(d);
  }
  return clip(text || pairs(d)) || t.noDetails;
}
