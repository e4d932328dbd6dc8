import { type AdminAuditEntry, messages } from '@roadhire/shared';
import { auditTexts as t } from './texts';

// The audit log is not in the catalogues yet: it names a position's fields in English.
const positionLabels = messages.adminPositions;

const MAX_LENGTH = 160;
/** One changed value of a position edit; a description is long HTML. */
const MAX_VALUE_LENGTH = 60;

const show = (value: unknown): string => {
  if (value === null || value === undefined) return t.details.none;
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const clip = (text: string, max = MAX_LENGTH) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Compact "key: value" pairs, for details no rule below knows. */
const pairs = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join('; ');

// The words recruiters read on the applicant file and the applicants list (decision 008).
const stageLabels: Record<string, string> = messages.adminApplications.stages;
const stageLabel = (stage: unknown) => (typeof stage === 'string' ? (stageLabels[stage] ?? stage) : t.details.none);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const statusLabels: Record<string, string> = messages.adminApplications.statuses;

/** "mail to a@b.c: “Interview for …”" when a move mailed the driver. */
function mailSent(mail: unknown): string {
  if (!isRecord(mail) || typeof mail.to !== 'string' || typeof mail.subject !== 'string') return '';
  return t.details.mail(mail.to, mail.subject);
}

/** An export's filters in the applicants list's words: "Status: Submitted; Position: CB-NB-160 Flatbed Driver". */
function exportFilters(d: Record<string, unknown>): string {
  const value = (key: string, raw: unknown): string => {
    if (key === 'status' && typeof raw === 'string') return statusLabels[raw] ?? stageLabel(raw);
    if (key === 'stage') return stageLabel(raw);
    if (key === 'position')
      return typeof d.position_number === 'string' ? [d.position_number, d.position_title].join(' ').trim() : show(raw);
    if (key === 'q') return `“${show(raw)}”`;
    if (key === 'sort' && typeof raw === 'string') {
      const descending = raw.startsWith('-');
      const column = raw.replace(/^-/, '');
      return `${t.details.sorts[column] ?? column}, ${descending ? t.details.descending : t.details.ascending}`;
    }
    return show(raw);
  };
  return Object.entries(d)
    .filter(([key]) => key !== 'position_number' && key !== 'position_title')
    .map(([key, raw]) => `${t.details.filters[key] ?? key}: ${value(key, raw)}`)
    .join('; ');
}

const fields = positionLabels.fields;
const sections = positionLabels.sections;
/** A position's fields as the editor labels them. */
const fieldLabels: Record<string, string> = {
  p_position_title: fields.title,
  p_position_number: fields.number,
  p_openings: fields.openings,
  p_closing_date: fields.closingDate,
  p_dangerous_goods: fields.dangerousGoods,
  p_requires_cdl: fields.requiresCdl,
  p_route_description: fields.route,
  p_landing_page_desc: sections.description,
  p_landing_page_sell: sections.sell,
  p_visible_info: sections.visible,
  p_org_unit: fields.orgUnit,
  p_position_type: fields.positionType,
  p_city: fields.city,
  p_province: fields.province,
  p_status: fields.status,
  p_position_title_fr: fields.titleFr,
  p_landing_page_desc_fr: fields.descriptionFr,
  p_language_requirement: fields.languageRequired,
  p_language_requirement_fr: fields.languageRequiredFr,
  p_language_reason: fields.languageReason,
  p_language_reason_fr: fields.languageReasonFr,
};
/** The parts of the card highlights and of "Show on the careers page", as the editor labels them. */
const partLabels: Record<string, string> = {
  ...positionLabels.visible,
  position_type: fields.sellPositionType,
  driver_type: fields.sellDriverType,
  license_class: fields.sellLicenseClass,
  license_conditions: fields.sellLicenseConditions,
};
const stateLabels: Record<string, string> = positionLabels.states;

/** A value as the editor shows it: yes/no, the state's name, text without its HTML tags. */
function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.details.none;
  if (typeof value === 'boolean') return value ? t.details.yes : t.details.no;
  if (field === 'p_status' && typeof value === 'string') return stateLabels[value] ?? value;
  if (field === 'p_landing_page_desc' && typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text ? `“${clip(text, MAX_VALUE_LENGTH)}”` : t.details.none;
  }
  if (typeof value === 'string') return `“${clip(value, MAX_VALUE_LENGTH)}”`;
  return clip(show(value), MAX_VALUE_LENGTH);
}

/** "Position title: “Old” → “New”", and for the highlights and visibility, each part that moved. */
function fieldChanges(field: string, before: unknown, after: unknown): string[] {
  const label = fieldLabels[field] ?? field;
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      .map(
        (key) =>
          `${label}, ${partLabels[key] ?? key}: ${fieldValue(key, before[key])} → ${fieldValue(key, after[key])}`,
      );
  }
  return [`${label}: ${fieldValue(field, before)} → ${fieldValue(field, after)}`];
}

/** Each changed field with its value before and after; older entries only name the fields. */
function positionChanges(d: Record<string, unknown>): string {
  const changed = Array.isArray(d.changed)
    ? d.changed.filter((field): field is string => typeof field === 'string')
    : [];
  if (changed.length === 0) return '';
  if (isRecord(d.before) && isRecord(d.after)) {
    const { before, after } = d;
    return changed.flatMap((field) => fieldChanges(field, before[field], after[field])).join('; ');
  }
  return `${t.details.changed}: ${changed.map((field) => fieldLabels[field] ?? field).join(', ')}`;
}

/**
 * A readable line for an entry's details: "from In review to Hired", "Position title: “A” → “B”".
 * A position edit lists every change, so it is not clipped.
 */
export function describeDetails(entry: Pick<AdminAuditEntry, 'action' | 'details'>): string {
  const d = entry.details;
  let text: string;
  switch (entry.action) {
    case 'application.stage': {
      text = t.details.stage(stageLabel(d.from), stageLabel(d.to));
      if (typeof d.note === 'string' && d.note) text += `; ${t.details.note}: “${d.note}”`;
      if (mailSent(d.mail)) text += `; ${mailSent(d.mail)}`;
      break;
    }
    case 'application.note':
      text = typeof d.note === 'string' ? `“${d.note}”` : '';
      break;
    case 'user.grant_admin':
    case 'user.remove_admin':
      text = [d.email, t.details.role(t.details.roleName(d.from), t.details.roleName(d.to))].filter(Boolean).join(': ');
      break;
    case 'position.create':
      text = [d.number && `${t.details.number} ${show(d.number)}`, d.title && show(d.title)].filter(Boolean).join(' ');
      break;
    case 'position.update':
    case 'position.close':
    case 'position.reopen':
      return (
        [d.number && `${t.details.number} ${show(d.number)}`, positionChanges(d)].filter(Boolean).join('; ') ||
        t.noDetails
      );
    case 'application.signature_verify':
      text = d.matches === true ? t.details.signatureMatches : d.matches === false ? t.details.signatureMismatch : '';
      break;
    case 'application.export':
      text = d.format ? `${t.details.format}: ${show(d.format)}` : '';
      break;
    case 'applications.export':
      text = Object.keys(d).length === 0 ? t.details.allApplicants : exportFilters(d);
      break;
    default:
      text = pairs(d);
  }
  return clip(text || pairs(d)) || t.noDetails;
}
