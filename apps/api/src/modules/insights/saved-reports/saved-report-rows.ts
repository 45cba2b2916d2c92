import { sql, type SQL } from 'drizzle-orm';
import type { AccessSubject } from '@portal/domain/access/access-rule';
import type { SavedReport } from '@portal/domain/api/custom-reports';
import { ReportFilters } from '@portal/domain/api/insights';
import { CustomReportShape } from '@portal/domain/insights/custom-report';
import { DATASET_ACCESS, mayUseInsight } from '@portal/domain/insights/insight-access';
import { REPORT_FORBIDDEN, REPORT_NOT_FOUND } from '@portal/domain/insights/insight-messages';
import type { ReportDefinition } from '@portal/domain/insights/report-definitions';
import type { Actor } from '../../../context/actor';
import type { Visibility } from '../../../context/visibility';
import type { Tx } from '../../../db/tenant';
import { forbidden, notFound } from '../../../http-errors';
import { firstRow, isoTime, rowsOf } from '../../../lib/sql-helpers';

/** A saved report's id is a uuid; the catalogue's are slugs, which never match this. */
export const SAVED_REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface SavedRow extends Omit<SavedReport, 'shape' | 'filters'> {
  shape: unknown;
  filters: unknown;
  ownerId: string;
}

const columns = (userId: string): SQL => sql`
  r.id, r.name, r.shape, r.shared, r.filters, r.version, r.owner_id as "ownerId",
  trim(u.first_name || ' ' || u.last_name) as "ownerName", r.owner_id = ${userId} as mine, ${isoTime(sql`r.updated_at`)} as "updatedAt"`;

/** Reports the user may open: their own and those shared with the network (row-level security keeps it to the network). */
const visibleTo = (userId: string): SQL => sql`(r.owner_id = ${userId} or r.shared)`;

/**
 * Saved filters as a user seeing `visibility` may use them: a shared report's hospital may be one they do not see, and
 * then it runs (and duplicates) over the hospitals they do see rather than failing (docs/decisions/0088-custom-reports-and-saved-filters.md).
 */
const filtersFor = (visibility: Pick<Visibility, 'hospitalIds'>, saved: unknown): ReportFilters => {
  const { hospitalId, ...rest } = ReportFilters.parse(saved);
  return hospitalId && visibility.hospitalIds.includes(hospitalId) ? { ...rest, hospitalId } : rest;
};

const toSavedReport =
  (visibility: Pick<Visibility, 'hospitalIds'>) =>
  ({ ownerId: _owner, ...row }: SavedRow): SavedReport => ({ ...row, shape: CustomReportShape.parse(row.shape), filters: filtersFor(visibility, row.filters) });

/** Whether the user holds what the report's dataset needs (invoice lines: ViewFinances; timecard weeks: ViewTimecards and the flag). */
export const mayUseDataset = (subject: AccessSubject, dataset: SavedReport['shape']['dataset']): boolean => mayUseInsight(subject, DATASET_ACCESS[dataset]);

/** The user's own reports and the network's shared ones, most recently changed first. */
export const listSavedReports = async (tx: Tx, actor: Actor, visibility: Visibility): Promise<SavedReport[]> =>
  rowsOf<SavedRow>(
    await tx.execute(sql`select ${columns(actor.userId)} from saved_reports r join users u on u.id = r.owner_id
      where ${visibleTo(actor.userId)} order by r.updated_at desc, r.id`),
  ).map(toSavedReport(visibility));

/** One saved report the user may open (404 otherwise: a private report of another user is not shown to exist). */
export const findSavedReport = async (tx: Tx, actor: Actor, visibility: Visibility, id: string, lock = false): Promise<SavedReport & { ownerId: string }> => {
  const row = firstRow<SavedRow>(
    await tx.execute(sql`select ${columns(actor.userId)} from saved_reports r join users u on u.id = r.owner_id
      where r.id = ${id} and ${visibleTo(actor.userId)}${lock ? sql` for update of r` : sql``}`),
  );
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return { ...toSavedReport(visibility)(row), ownerId: row.ownerId };
};

/** A custom report's shape as a definition the viewer runs: every measure charted, as the builder's preview draws it. */
export const shapeDefinition = (shape: SavedReport['shape'], naming: Pick<ReportDefinition, 'id' | 'name' | 'description'>): ReportDefinition => ({
  ...naming,
  dataset: shape.dataset,
  dimensions: shape.dimensions,
  measures: shape.measures,
  chart: { type: shape.chartType, measures: shape.measures },
});

const savedDefinition = (report: SavedReport): ReportDefinition =>
  shapeDefinition(report.shape, {
    id: report.id,
    name: report.name,
    description: `Custom report by ${report.ownerName}${report.shared ? ', shared with the network' : ''}.`,
  });

/**
 * The saved report of this id as a definition the viewer runs, with its saved filters as the actor may
 * use them: 404 when the user may not see it, 403 when its dataset needs a privilege they lack.
 */
export const openSavedReport = async (
  tx: Tx,
  actor: Actor,
  visibility: Visibility,
  id: string,
): Promise<{ definition: ReportDefinition; filters: ReportFilters }> => {
  const report = await findSavedReport(tx, actor, visibility, id);
  if (!mayUseDataset(actor.access, report.shape.dataset)) throw forbidden(REPORT_FORBIDDEN);
  return { definition: savedDefinition(report), filters: report.filters };
};
