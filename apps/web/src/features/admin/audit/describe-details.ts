import { type AdminAuditEntry, INVESTIGATION_PARTS, type MessageId } from '@roadhire/shared';
import type { Translate } from '../../../lib/i18n/locale';

const MAX_LENGTH = 160;
/** One changed value of a position edit; a description is long HTML. */
const MAX_VALUE_LENGTH = 60;

const clip = (text: string, max = MAX_LENGTH) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of `key` under `prefix` when it is one of `keys`: a stored code becomes a catalogue text. */
function idIn<K extends string>(prefix: string, keys: readonly K[], key: unknown): MessageId | undefined {
  return typeof key === 'string' && (keys as readonly string[]).includes(key)
    ? (`${prefix}.${key}` as MessageId)
    : undefined;
}

// The words recruiters read on the applicant file and the applicants list (decision 008).
const STAGES = ['submitted', 'in_review', 'interview', 'hired', 'rejected'] as const;
const STATUSES = ['in_progress', 'submitted', 'cancelled'] as const;
const FILTERS = ['status', 'stage', 'position', 'q', 'from', 'to', 'sort'] as const;
const SORTS = ['created_at', 'submitted_at', 'name', 'position', 'stage'] as const;
const POSITION_STATES = ['all', 'open', 'closed', 'expired'] as const;

/** A position's fields as the editor labels them. */
const FIELD_IDS: Record<string, MessageId> = {
  p_position_title: 'adminPositions.fields.title',
  p_position_number: 'adminPositions.fields.number',
  p_openings: 'adminPositions.fields.openings',
  p_closing_date: 'adminPositions.fields.closingDate',
  p_dangerous_goods: 'adminPositions.fields.dangerousGoods',
  p_requires_cdl: 'adminPositions.fields.requiresCdl',
  p_route_description: 'adminPositions.fields.route',
  p_landing_page_desc: 'adminPositions.sections.description',
  p_landing_page_sell: 'adminPositions.sections.sell',
  p_visible_info: 'adminPositions.sections.visible',
  p_org_unit: 'adminPositions.fields.orgUnit',
  p_position_type: 'adminPositions.fields.positionType',
  p_city: 'adminPositions.fields.city',
  p_province: 'adminPositions.fields.province',
  p_status: 'adminPositions.fields.status',
  p_position_title_fr: 'adminPositions.fields.titleFr',
  p_landing_page_desc_fr: 'adminPositions.fields.descriptionFr',
  p_language_requirement: 'adminPositions.fields.languageRequired',
  p_language_requirement_fr: 'adminPositions.fields.languageRequiredFr',
  p_language_reason: 'adminPositions.fields.languageReason',
  p_language_reason_fr: 'adminPositions.fields.languageReasonFr',
};
/** The parts of the card highlights and of "Show on the careers page", as the editor labels them. */
const PART_IDS: Record<string, MessageId> = {
  openings: 'adminPositions.visible.openings',
  work_type: 'adminPositions.visible.work_type',
  closing_date: 'adminPositions.visible.closing_date',
  dangerous_goods: 'adminPositions.visible.dangerous_goods',
  license_classes: 'adminPositions.visible.license_classes',
  license_conditions: 'adminPositions.fields.sellLicenseConditions',
  route: 'adminPositions.visible.route',
  position_type: 'adminPositions.fields.sellPositionType',
  driver_type: 'adminPositions.fields.sellDriverType',
  license_class: 'adminPositions.fields.sellLicenseClass',
};

/** The details' words in one language. */
function wordsIn(t: Translate) {
  const none = t('adminAudit.details.none');
  const labelled = (label: string, value: string) => t('adminAudit.details.labelled', { label, value });
  const quoted = (text: string) => t('adminAudit.details.quoted', { text });
  const show = (value: unknown): string => {
    if (value === null || value === undefined) return none;
    if (Array.isArray(value)) return value.map(show).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const known = (id: MessageId | undefined, raw: unknown) => (id ? t(id) : show(raw));
  const stageLabel = (stage: unknown) =>
    typeof stage === 'string' ? known(idIn('adminApplications.stages', STAGES, stage), stage) : none;
  /** SPEC §6: role 1 is the administrator; every other role is a candidate. */
  const roleName = (role: unknown) =>
    role === 1 ? t('adminAudit.details.roles.administrator') : t('adminAudit.details.roles.candidate');

  /** Compact "key: value" pairs, for details no rule below knows. */
  const pairs = (details: Record<string, unknown>) =>
    Object.entries(details)
      .map(([key, value]) => labelled(key, show(value)))
      .join('; ');

  /** "mail to a@b.c: “Interview for …”" when a move mailed the driver. */
  const mailSent = (mail: unknown): string =>
    isRecord(mail) && typeof mail.to === 'string' && typeof mail.subject === 'string'
      ? t('adminAudit.details.mail', { to: mail.to, subject: mail.subject })
      : '';

  /** An export's filters in the applicants list's words: "Status: Submitted; Position: CB-NB-160 Flatbed Driver". */
  const exportFilters = (d: Record<string, unknown>): string => {
    const value = (key: string, raw: unknown): string => {
      if (key === 'status' && typeof raw === 'string') {
        const status = idIn('adminApplications.statuses', STATUSES, raw);
        return status ? t(status) : stageLabel(raw);
      }
      if (key === 'stage') return stageLabel(raw);
      if (key === 'position')
        return typeof d.position_number === 'string'
          ? [d.position_number, d.position_title].join(' ').trim()
          : show(raw);
      if (key === 'q') return quoted(show(raw));
      if (key === 'sort' && typeof raw === 'string') {
        const descending = raw.startsWith('-');
        const column = raw.replace(/^-/, '');
        const order = descending ? t('adminAudit.details.descending') : t('adminAudit.details.ascending');
        return `${known(idIn('adminAudit.details.sorts', SORTS, column), column)}, ${order}`;
      }
      return show(raw);
    };
    return Object.entries(d)
      .filter(([key]) => key !== 'position_number' && key !== 'position_title')
      .map(([key, raw]) => labelled(known(idIn('adminAudit.details.filters', FILTERS, key), key), value(key, raw)))
      .join('; ');
  };

  const positionChanges = positionChangesIn(t, { none, labelled, quoted, show, known });

  const numbered = (number: unknown) => `${t('adminAudit.details.number')} ${show(number)}`;

  return { show, quoted, labelled, stageLabel, roleName, pairs, mailSent, exportFilters, positionChanges, numbered };
}

type BaseWords = {
  none: string;
  labelled: (label: string, value: string) => string;
  quoted: (text: string) => string;
  show: (value: unknown) => string;
  known: (id: MessageId | undefined, raw: unknown) => string;
};

/** A position edit's changes in one language, each field in the editor's words. */
function positionChangesIn(t: Translate, { none, labelled, quoted, show, known }: BaseWords) {
  /** A value as the editor shows it: yes/no, the state's name, text without its HTML tags. */
  const fieldValue = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return none;
    if (typeof value === 'boolean') return value ? t('adminAudit.details.yes') : t('adminAudit.details.no');
    if (field === 'p_status' && typeof value === 'string')
      return known(idIn('adminPositions.states', POSITION_STATES, value), value);
    if (field === 'p_landing_page_desc' && typeof value === 'string') {
      const text = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return text ? quoted(clip(text, MAX_VALUE_LENGTH)) : none;
    }
    if (typeof value === 'string') return quoted(clip(value, MAX_VALUE_LENGTH));
    return clip(show(value), MAX_VALUE_LENGTH);
  };
  const fieldLabel = (field: string) => {
    const id = FIELD_IDS[field];
    return id ? t(id) : field;
  };
  const partLabel = (part: string) => {
    const id = PART_IDS[part];
    return id ? t(id) : part;
  };

  /** "Position title: “Old” → “New”", and for the highlights and visibility, each part that moved. */
  const fieldChanges = (field: string, before: unknown, after: unknown): string[] => {
    const label = fieldLabel(field);
    if (isRecord(before) && isRecord(after)) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return keys
        .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
        .map((key) =>
          t('adminAudit.details.change', {
            label: `${label}, ${partLabel(key)}`,
            before: fieldValue(key, before[key]),
            after: fieldValue(key, after[key]),
          }),
        );
    }
    return [
      t('adminAudit.details.change', { label, before: fieldValue(field, before), after: fieldValue(field, after) }),
    ];
  };

  /** Each changed field with its value before and after; older entries only name the fields. */
  const positionChanges = (d: Record<string, unknown>): string => {
    const changed = Array.isArray(d.changed)
      ? d.changed.filter((field): field is string => typeof field === 'string')
      : [];
    if (changed.length === 0) return '';
    if (isRecord(d.before) && isRecord(d.after)) {
      const { before, after } = d;
      return changed.flatMap((field) => fieldChanges(field, before[field], after[field])).join('; ');
    }
    return labelled(t('adminAudit.details.changed'), changed.map(fieldLabel).join(', '));
  };

  return positionChanges;
}

/**
 * A readable line for an entry's details, in the page's language: "from In review to Hired",
 * "Position title: “A” → “B”". A position edit lists every change, so it is not clipped.
 */
export function describeDetails(entry: Pick<AdminAuditEntry, 'action' | 'details'>, t: Translate): string {
  const d = entry.details;
  const w = wordsIn(t);
  const noDetails = t('adminAudit.noDetails');
  let text: string;
  switch (entry.action) {
    case 'application.stage': {
      text = t('adminAudit.details.stage', { from: w.stageLabel(d.from), to: w.stageLabel(d.to) });
      if (typeof d.note === 'string' && d.note)
        text += `; ${w.labelled(t('adminAudit.details.note'), w.quoted(d.note))}`;
      if (w.mailSent(d.mail)) text += `; ${w.mailSent(d.mail)}`;
      break;
    }
    case 'application.note':
      text = typeof d.note === 'string' ? w.quoted(d.note) : '';
      break;
    case 'user.grant_admin':
    case 'user.remove_admin': {
      const role = t('adminAudit.details.role', { from: w.roleName(d.from), to: w.roleName(d.to) });
      text = typeof d.email === 'string' && d.email ? w.labelled(d.email, role) : role;
      break;
    }
    case 'position.create':
      text = [d.number && w.numbered(d.number), d.title && w.show(d.title)].filter(Boolean).join(' ');
      break;
    case 'position.update':
    case 'position.close':
    case 'position.reopen':
      return [d.number && w.numbered(d.number), w.positionChanges(d)].filter(Boolean).join('; ') || noDetails;
    case 'application.signature_verify':
      text =
        d.matches === true
          ? t('adminAudit.details.signatureMatches')
          : d.matches === false
            ? t('adminAudit.details.signatureMismatch')
            : '';
      break;
    case 'application.export':
      text = d.format ? w.labelled(t('adminAudit.details.format'), w.show(d.format)) : '';
      break;
    case 'investigation.read': {
      // What was read, in words; entries written before the words name the API route read.
      const part = idIn('adminAudit.details.investigationParts', INVESTIGATION_PARTS, d.part);
      text = part ? t(part) : w.pairs(d);
      break;
    }
    case 'applications.export':
      text = Object.keys(d).length === 0 ? t('adminAudit.details.allApplicants') : w.exportFilters(d);
      break;
    default:
      text = w.pairs(d);
  }
  return clip(text || w.pairs(d)) || noDetails;
}
