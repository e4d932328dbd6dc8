import {
  ADMIN_POSITIONS_DEFAULT_PAGE_SIZE,
  type AdminPosition,
  type AdminPositionList,
  type AdminPositionListQuery,
  type AdminPositionValues,
  type AuditAction,
  sanitizePositionHtml,
} from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../data/audit-repository.js';
import {
  type AdminPositionRow,
  findAdminPosition,
  insertPositions,
  listAdminPositions,
  lockPosition,
  positionNumberTaken,
  toOpenPosition,
  updatePosition,
} from '../../data/positions-repository.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Position } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { pageWindow } from '../../lib/paging.js';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toAdminPosition(row: AdminPositionRow): AdminPosition {
  return {
    ...toOpenPosition(row),
    p_city: row.p_city,
    p_status: row.p_status,
    p_requires_cdl: row.p_requires_cdl,
    p_position_title_fr: row.p_position_title_fr,
    p_landing_page_desc_fr: row.p_landing_page_desc_fr,
    state: row.state,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    applications_count: row.applications_count,
  };
}

export async function listPositions(ctx: AppContext, query: AdminPositionListQuery): Promise<AdminPositionList> {
  const window = pageWindow(query, ADMIN_POSITIONS_DEFAULT_PAGE_SIZE);
  const { rows, total } = await listAdminPositions(ctx.db, query, window);
  return { items: rows.map(toAdminPosition), total };
}

export async function getPosition(ctx: AppContext, id: number): Promise<AdminPosition> {
  const row = await findAdminPosition(ctx.db, id);
  if (!row) throw new HttpError(404, 'api.notFound');
  return toAdminPosition(row);
}

const numberTaken = () => new HttpError(409, 'adminPositions.numberTaken');

/** A unique index guards the number too; a race that slips past the check is still a 409. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}

export async function createPosition(ctx: AppContext, actorId: number, values: AdminPositionValues) {
  const id = await guardUnique(() =>
    ctx.db.transaction(async (tx) => {
      if (await positionNumberTaken(tx, values.p_position_number)) throw numberTaken();
      const [created] = await insertPositions(tx, [values]);
      if (!created) throw new Error('position not created');
      await recordAudit(tx, actorId, {
        action: 'position.create',
        target_type: 'position',
        target_id: created.p_id,
        details: { number: created.p_position_number, title: created.p_position_title },
      });
      return created.p_id;
    }),
  );
  ctx.positionChanges.mark();
  return getPosition(ctx, id);
}

const FIELDS = [
  'p_position_title',
  'p_position_number',
  'p_openings',
  'p_closing_date',
  'p_dangerous_goods',
  'p_requires_cdl',
  'p_route_description',
  'p_landing_page_desc',
  'p_landing_page_sell',
  'p_visible_info',
  'p_org_unit',
  'p_position_type',
  'p_city',
  'p_province',
  'p_status',
  'p_position_title_fr',
  'p_landing_page_desc_fr',
  'p_route_description_fr',
  'p_position_type_fr',
  'p_landing_page_sell_fr',
  'p_language_requirement',
  'p_language_requirement_fr',
  'p_language_reason',
  'p_language_reason_fr',
] as const;

/** JSON with object keys sorted: jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

type PositionField = (typeof FIELDS)[number];
type FieldValues = Partial<Record<PositionField, unknown>>;

/** The fields an edit changes, with each one's value before and after, for the audit log. */
function fieldChanges(before: Position, after: AdminPositionValues) {
  const next = {
    ...after,
    p_landing_page_desc: sanitizePositionHtml(after.p_landing_page_desc),
    p_landing_page_desc_fr: after.p_landing_page_desc_fr && sanitizePositionHtml(after.p_landing_page_desc_fr),
  };
  const changed = FIELDS.filter((field) => canonical(before[field]) !== canonical(next[field]));
  const was: FieldValues = {};
  const now: FieldValues = {};
  for (const field of changed) {
    was[field] = before[field] ?? null;
    now[field] = next[field] ?? null;
  }
  return { changed, before: was, after: now };
}

/** A full update; moving `p_status` closes or reopens the position, recorded as such. */
export async function updateAdminPosition(ctx: AppContext, actorId: number, id: number, values: AdminPositionValues) {
  await guardUnique(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockPosition(tx, id);
      if (!before) throw new HttpError(404, 'api.notFound');
      if (await positionNumberTaken(tx, values.p_position_number, id)) throw numberTaken();
      const changes = fieldChanges(before, values);
      await updatePosition(tx, id, values);
      const action: AuditAction =
        before.p_status === values.p_status
          ? 'position.update'
          : values.p_status === 'closed'
            ? 'position.close'
            : 'position.reopen';
      await recordAudit(tx, actorId, {
        action,
        target_type: 'position',
        target_id: id,
        details: { number: values.p_position_number, ...changes },
      });
    }),
  );
  ctx.positionChanges.mark();
  return getPosition(ctx, id);
}
