import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Colleague, ReportSchedule } from '@portal/domain/api/report-schedules';
import { ReportFilters } from '@portal/domain/api/insights';
import { reportDefinition } from '@portal/domain/insights/report-definitions';
import { savedReports } from '../../../db/schema/insights';
import { reportSchedules } from '../../../db/schema/report-schedules';
import { users } from '../../../db/schema/users';
import type { Tx } from '../../../db/tenant';
import { SAVED_REPORT_ID } from '../saved-reports/saved-report-rows';

/** The audit entity of every schedule change. */
export const SCHEDULE_AUDIT_ENTITY = 'report_schedule';

export type ScheduleRow = typeof reportSchedules.$inferSelect;

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** The reports' names: the catalogue's, and saved custom reports' from their rows; an id neither has any more is shown as it is. */
export const scheduledReportNames = async (tx: Tx, reportIds: readonly string[]): Promise<Map<string, string>> => {
  const savedIds = [...new Set(reportIds.filter((id) => SAVED_REPORT_ID.test(id)))];
  const saved = savedIds.length === 0 ? [] : await tx.select({ id: savedReports.id, name: savedReports.name }).from(savedReports).where(inArray(savedReports.id, savedIds));
  const names = new Map(saved.map((row) => [row.id, row.name]));
  return new Map(reportIds.map((id) => [id, reportDefinition(id)?.name ?? names.get(id) ?? id]));
};

/** Active users of the tenant's network among `ids` (row-level security keeps other networks' out). */
export const activeColleagues = async (tx: Tx, networkId: string, ids: readonly string[]): Promise<Colleague[]> => {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.networkId, networkId), inArray(users.id, [...ids]), eq(users.isActive, true)));
  return rows.map((row) => ({ id: row.id, name: nameOf(row), email: row.email }));
};

export const scheduleOf = (row: ScheduleRow, reportName: string, recipients: readonly Colleague[]): ReportSchedule => ({
  id: row.id,
  reportId: row.reportId,
  reportName,
  filters: ReportFilters.parse(row.filters),
  frequency: row.frequency,
  weekday: row.weekday,
  monthDay: row.monthDay,
  hour: row.hour,
  format: row.format,
  // In the order chosen; a recipient deactivated since is left out (the runner skips them too).
  recipients: row.recipientIds.flatMap((id) => recipients.filter((r) => r.id === id)),
  nextRunAt: row.nextRunAt.toISOString(),
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  lastOutcome: row.lastOutcome,
});

/** The user's schedules still running in the tenant's network, next run first. */
export const ownSchedules = async (tx: Tx, networkId: string, ownerId: string): Promise<ReportSchedule[]> => {
  const rows = await tx
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.networkId, networkId), eq(reportSchedules.ownerId, ownerId), isNull(reportSchedules.cancelledAt)))
    .orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id));
  const recipients = await activeColleagues(tx, networkId, [...new Set(rows.flatMap((row) => row.recipientIds))]);
  const names = await scheduledReportNames(tx, rows.map((row) => row.reportId));
  return rows.map((row) => scheduleOf(row, names.get(row.reportId) ?? row.reportId, recipients));
};

/** How many schedules the user keeps running in the tenant's network. */
export const ownScheduleCount = async (tx: Tx, networkId: string, ownerId: string): Promise<number> => {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.networkId, networkId), eq(reportSchedules.ownerId, ownerId), isNull(reportSchedules.cancelledAt)));
  return row?.count ?? 0;
};
