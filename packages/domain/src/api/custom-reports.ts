import { z } from 'zod';
import { CustomReportShape } from '../insights/custom-report';
import { DATASET_IDS } from '../insights/insight-datasets';
import { DASHBOARD_FULL, DASHBOARD_REPORTS_MAX, GROUP_BY_REQUIRED, SAVED_REPORT_NAME_MAX, SAVED_REPORT_NAME_REQUIRED } from '../insights/saved-reports';
import { INSIGHT_REPORT_ID_MAX } from '../limits';
import { defineCall } from './call';
import { CUSTOM_ACCESS, REPORT_ACCESS, ReportFilters, ReportSummary } from './insights';
import { storableText } from './storable-text';

/** The insights dashboard: the insights rule (ViewInsights or the internal viewer) and the embedded-report flag (SPEC.md §6). */
const savedReportId = z.object({ id: z.uuid({ message: 'id must be a saved report id' }) });

/** A saved report's shape: a custom report shape with at least one group-by field, the chart's x axis. */
const SavedShape = CustomReportShape.refine((shape) => shape.dimensions.length > 0, { message: GROUP_BY_REQUIRED, path: ['dimensions'] });

export const SaveCustomReportRequest = z.object({
  name: storableText().trim().min(1, SAVED_REPORT_NAME_REQUIRED).max(SAVED_REPORT_NAME_MAX, `A report name has at most ${SAVED_REPORT_NAME_MAX} characters.`),
  shape: SavedShape,
  /** Shared with everyone of the network who may open insights; otherwise the owner's alone. */
  shared: z.boolean(),
  /** The builder's filters, the ones the viewer opens it with; none when absent. */
  filters: ReportFilters.optional(),
});
export type SaveCustomReportRequest = z.input<typeof SaveCustomReportRequest>;

export const UpdateCustomReportRequest = SaveCustomReportRequest.extend({ version: z.number().int().min(1).max(2_147_483_647) });
export type UpdateCustomReportRequest = z.input<typeof UpdateCustomReportRequest>;

export const SavedReport = z.object({
  id: z.string(),
  name: z.string(),
  shape: z.object({
    dataset: z.enum(DATASET_IDS),
    dimensions: z.array(z.string()),
    measures: z.array(z.string()),
    chartType: z.enum(['bar', 'line']),
  }),
  shared: z.boolean(),
  /** Its saved filters as the caller may use them: a hospital they do not see is left out. */
  filters: ReportFilters,
  version: z.number(),
  ownerName: z.string(),
  /** The caller saved it: only then may they edit or delete it. */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof SavedReport>;

export const getCustomReports = defineCall({
  name: 'Insights/CustomReports',
  method: 'GET',
  version: 'v2',
  path: 'Insights/CustomReports',
  summary: "The caller's saved custom reports and those shared with the network, most recently changed first.",
  scope: 'tenant',
  access: CUSTOM_ACCESS,
  response: z.object({ reports: z.array(SavedReport) }),
});

export const addCustomReport = defineCall({
  name: 'Insights/CustomReports (save)',
  method: 'POST',
  version: 'v2',
  path: 'Insights/CustomReports',
  summary: 'Saves a custom report (also a duplicate of one); honours Idempotency-Key. Audited.',
  scope: 'tenant',
  access: CUSTOM_ACCESS,
  body: SaveCustomReportRequest,
  response: SavedReport,
  successStatus: 201,
});

export const updateCustomReport = defineCall({
  name: 'Insights/CustomReports/{id} (update)',
  method: 'PUT',
  version: 'v2',
  path: 'Insights/CustomReports/:id',
  summary: 'Changes a saved custom report of the caller (409 when its version is stale). Audited.',
  scope: 'tenant',
  access: CUSTOM_ACCESS,
  params: savedReportId,
  body: UpdateCustomReportRequest,
  response: SavedReport,
});

export const deleteCustomReport = defineCall({
  name: 'Insights/CustomReports/{id} (delete)',
  method: 'DELETE',
  version: 'v2',
  path: 'Insights/CustomReports/:id',
  summary: 'Deletes a saved custom report of the caller, and takes it off every dashboard. Audited.',
  scope: 'tenant',
  access: CUSTOM_ACCESS,
  params: savedReportId,
  query: z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.undefined(),
  successStatus: 204,
});

export const InsightDashboard = z.object({
  /** The user arranged it; false: the network's default set. */
  arranged: z.boolean(),
  /** The cards in order: reports the user may open. */
  reports: z.array(ReportSummary),
});
export type InsightDashboard = z.infer<typeof InsightDashboard>;

export const getInsightDashboard = defineCall({
  name: 'Insights/Dashboard',
  method: 'GET',
  version: 'v2',
  path: 'Insights/Dashboard',
  summary: "The caller's pinned reports in their order, or the default set while they have arranged none.",
  scope: 'tenant',
  access: REPORT_ACCESS,
  response: InsightDashboard,
});

const dashboardReportId = z
  .string()
  .max(INSIGHT_REPORT_ID_MAX)
  .regex(/^[a-z0-9-]+$/, 'reportIds must be report ids');

export const SaveDashboardRequest = z.object({
  reportIds: z
    .array(dashboardReportId)
    .max(DASHBOARD_REPORTS_MAX, DASHBOARD_FULL)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'A report is pinned once.' }),
});
export type SaveDashboardRequest = z.input<typeof SaveDashboardRequest>;

export const saveInsightDashboard = defineCall({
  name: 'Insights/Dashboard (save)',
  method: 'PUT',
  version: 'v2',
  path: 'Insights/Dashboard',
  summary: "Pins, unpins and orders the caller's dashboard reports: the whole list, in order. Audited.",
  scope: 'tenant',
  access: REPORT_ACCESS,
  body: SaveDashboardRequest,
  response: InsightDashboard,
});

export const CUSTOM_REPORT_CALLS = [
  getCustomReports,
  addCustomReport,
  updateCustomReport,
  deleteCustomReport,
  getInsightDashboard,
  saveInsightDashboard,
] as const;
