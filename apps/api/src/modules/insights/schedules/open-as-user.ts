import { allows } from '@portal/domain/access/access-rule';
import type { ReportFilters } from '@portal/domain/api/insights';
import { createReportSchedule } from '@portal/domain/api/report-schedules';
import { actorOf } from '../../../context/actor';
import { loadRequestContext, type RequestContext } from '../../../context/request-context';
import { visibilityOf } from '../../../context/visibility';
import type { Database } from '../../../db/client';
import { withTenant } from '../../../db/tenant';
import { forbidden, HttpError } from '../../../http-errors';
import { reportScope } from '../insight-report';
import type { ReportScope } from '../report-scope';
import { openAnyReport, type OpenedReport } from '../saved-reports/open-any-report';

export interface OpenedAsUser {
  ctx: RequestContext;
  opened: OpenedReport;
  scope: ReportScope;
}

/**
 * The report with the schedule's filters as this user of the network would open it now: their user
 * type, privileges, hospitals and the network's flags, loaded afresh. Answers undefined when they
 * cannot (deactivated, no ViewInsights, the report or its dataset closed to them, a filtered
 * hospital they do not see: the 403 / 404 the viewer would answer them).
 */
export const openAsUser = async (
  db: Database,
  networkId: string,
  email: string,
  reportId: string,
  filters: ReportFilters,
  now: Date,
): Promise<OpenedAsUser | undefined> => {
  try {
    const ctx = await loadRequestContext(db, email, networkId);
    if (!allows(ctx, createReportSchedule.access)) throw forbidden();
    const visibility = visibilityOf(ctx, networkId);
    const opened = await withTenant(db, networkId, (tx) => openAnyReport(tx, actorOf(ctx, networkId), visibility, reportId));
    return { ctx, opened, scope: reportScope(visibility, filters, now) };
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) return undefined;
    throw error;
  }
};
