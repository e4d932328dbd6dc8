import { ADMIN_APPLICATIONS_CSV_MAX_ROWS, type AdminApplicationFilters, type Translator } from '@roadhire/shared';
import type { AppContext } from '../../context.js';
import type { Viewer } from '../../data/applicant-scope.js';
import { foldFilters, listApplicants, maxApplicationId } from '../../data/application-search-repository.js';
import { recordAudit } from '../../data/audit-repository.js';
import { findAdminPosition } from '../../data/positions-repository.js';
import { csvRow } from '../../lib/csv.js';
import { spreadsheetMoment } from '../../lib/zoned-time.js';

/**
 * The export's headers, in words a spreadsheet reader understands and in the recruiter's language;
 * times are in the carrier's zone.
 */
export const csvHeaders = ({ t }: Translator, timeZone: string) => [
  t('adminApplications.csv.application'),
  t('adminApplications.csv.firstName'),
  t('adminApplications.csv.lastName'),
  t('adminApplications.csv.email'),
  t('adminApplications.csv.mobile'),
  t('adminApplications.csv.positionNumber'),
  t('adminApplications.csv.position'),
  t('adminApplications.csv.status'),
  t('adminApplications.csv.stage'),
  t('adminApplications.csv.applied', { timeZone }),
  t('adminApplications.csv.submitted', { timeZone }),
];

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark ("Marie-Ève", "—"). */
const UTF8_BOM = '\uFEFF';
const CSV_BATCH = 2000;

/**
 * The filtered list as CSV lines, header first, read from the database in batches so a large export
 * never sits in memory whole. Rows added after it starts are left out, so none repeats. Headers,
 * statuses and stages are the words the screens use (decision 008), in the recruiter's language;
 * moments in the carrier's TIME_ZONE.
 */
export async function* applicantsCsv(
  ctx: AppContext,
  viewer: Viewer,
  filters: AdminApplicationFilters,
  translator: Translator,
  maxRows = ADMIN_APPLICATIONS_CSV_MAX_ROWS,
): AsyncGenerator<string> {
  const { timeZone } = ctx.config;
  const { t } = translator;
  yield UTF8_BOM + csvRow(csvHeaders(translator, timeZone));
  const maxId = await maxApplicationId(ctx.db);
  const folded = await foldFilters(ctx.db, filters, viewer);
  for (let offset = 0; offset < maxRows; offset += CSV_BATCH) {
    const limit = Math.min(CSV_BATCH, maxRows - offset);
    const rows = await listApplicants(ctx.db, folded, { limit, offset, maxId });
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRow([
          row.id,
          row.first_name,
          row.last_name,
          row.email,
          row.mobile,
          row.p_position_number,
          row.p_position_title,
          t(`adminApplications.statuses.${row.status}`),
          row.status === 'submitted' && row.recruiter_stage
            ? t(`adminApplications.stages.${row.recruiter_stage}`)
            : null,
          spreadsheetMoment(row.created_at, timeZone),
          row.submitted_at ? spreadsheetMoment(row.submitted_at, timeZone) : null,
        ]),
      )
      .join('');
    if (rows.length < limit) return;
  }
}

/**
 * Records who exported what, before the file goes out. A position is named as recruiters know it,
 * by its number and title, beside its id.
 */
export async function recordExport(ctx: AppContext, actorId: number, filters: AdminApplicationFilters): Promise<void> {
  const details: Record<string, unknown> = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  );
  const position = filters.position === undefined ? undefined : await findAdminPosition(ctx.db, filters.position);
  if (position) {
    details.position_number = position.p_position_number;
    details.position_title = position.p_position_title;
  }
  await recordAudit(ctx.db, actorId, { action: 'applications.export', target_type: 'application', details });
}
