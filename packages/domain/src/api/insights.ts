import { z } from 'zod';
import type { AccessRule } from '../access/access-rule';
import { INTERNAL_VIEWER } from '../access/user-types';
import { CustomReportShape } from '../insights/custom-report';
import { DATASET_IDS } from '../insights/insight-datasets';
import { INSIGHT_REPORT_ID_MAX, INSIGHT_ROW_CAP } from '../limits';
import { isoDate, MAX_FILTER_NAME_LENGTH } from '../lists/list-request';
import { defineCall } from './call';
import { storableText } from './storable-text';

/** SPEC.md §6: insights need their flag and the internal viewer role or ViewInsights. */
const INSIGHTS_ACCESS: AccessRule = { flagsOn: ['insights'], privileges: ['ViewInsights'], orUserTypes: [INTERNAL_VIEWER] };
/** Report details need the embedded-report flag as well (SPEC.md §6). */
/** Opening a report and what comes from it (saved reports, the dashboard, scheduled e-mails). */
export const REPORT_ACCESS: AccessRule = { ...INSIGHTS_ACCESS, flagsOn: ['insights', 'embeddedReport'] };

export const INSIGHT_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;

const reportId = z
  .string()
  .max(INSIGHT_REPORT_ID_MAX)
  .regex(/^[a-z0-9-]+$/, 'reportId must be a report id');

const filterName = storableText().trim().min(1).max(MAX_FILTER_NAME_LENGTH);

/** The filters every report takes (issue 16): a date range, a hospital, a unit and a title. */
const filterFields = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  hospitalId: z.uuid({ message: 'hospitalId must be a hospital id' }).optional(),
  unit: filterName.optional(),
  title: filterName.optional(),
});
const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to;
const RANGE_BACKWARDS = { message: 'The start date must not be after the end date', path: ['to'] };
export const ReportFilters = filterFields.refine(rangeInOrder, RANGE_BACKWARDS);
export type ReportFilters = z.infer<typeof ReportFilters>;

/**
 * The run call's query: the filters, or `asSaved` to run a saved custom report with the filters saved
 * with it (docs/decisions/0088-custom-reports-and-saved-filters.md). A catalogue report has none saved and ignores it.
 */
export const RunReportQuery = filterFields
  .extend({ asSaved: z.literal('true', { message: 'asSaved must be true when given' }).optional() })
  .refine(rangeInOrder, RANGE_BACKWARDS);
export type RunReportQuery = z.input<typeof RunReportQuery>;

export const ReportSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  dataset: z.enum(DATASET_IDS),
  chartType: z.enum(['bar', 'line']),
  /** Whether the date range applies to it. */
  dated: z.boolean(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const getInsightReports = defineCall({
  name: 'Insights/Reports',
  method: 'GET',
  version: 'v2',
  path: 'Insights/Reports',
  summary: 'The catalogue reports the user may open.',
  scope: 'tenant',
  access: INSIGHTS_ACCESS,
  response: z.object({ reports: z.array(ReportSummary) }),
});

export const InsightFilterOptions = z.object({
  hospitals: z.array(z.object({ id: z.uuid(), name: z.string() })),
  units: z.array(z.string()),
  titles: z.array(z.string()),
});
export type InsightFilterOptions = z.infer<typeof InsightFilterOptions>;

export const getInsightFilters = defineCall({
  name: 'Insights/Filters',
  method: 'GET',
  version: 'v2',
  path: 'Insights/Filters',
  summary: 'The hospitals, units and titles the reports filter by: those the user may see.',
  scope: 'tenant',
  access: INSIGHTS_ACCESS,
  response: InsightFilterOptions,
});

export const ReportColumn = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['dimension', 'measure']),
  format: z.enum(['text', 'month', 'week', 'count', 'decimal', 'percent', 'money']),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

const cell = z.union([z.string(), z.number(), z.null()]);

export const ReportResult = z.object({
  report: ReportSummary,
  /** The chart's measures, by column id. */
  chartMeasures: z.array(z.string()),
  columns: z.array(ReportColumn),
  rows: z.array(z.array(cell)).max(INSIGHT_ROW_CAP),
  /** More rows matched than the cap: `rows` holds the first INSIGHT_ROW_CAP. */
  truncated: z.boolean(),
  /** The date range computed (the request's, or the default window); null for an undated report. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Run `asSaved`: the saved filters it ran with (those the caller may use), for the viewer to show. */
  savedFilters: ReportFilters.optional(),
});
export type ReportResult = z.infer<typeof ReportResult>;

export const runInsightReport = defineCall({
  name: 'Insights/Reports/{reportId}',
  method: 'GET',
  version: 'v2',
  path: 'Insights/Reports/:reportId',
  summary: 'One report computed with its filters: its columns and rows (at most the row cap).',
  scope: 'tenant',
  access: REPORT_ACCESS,
  params: z.object({ reportId }),
  query: RunReportQuery,
  response: ReportResult,
});

export const DownloadReportRequest = z.object({ reportId, format: z.enum(INSIGHT_FILE_FORMATS), filters: ReportFilters });
export type DownloadReportRequest = z.input<typeof DownloadReportRequest>;

export const downloadInsightReport = defineCall({
  name: 'Insights/DownloadReports',
  method: 'POST',
  version: 'v1',
  path: 'Insights/DownloadReports',
  summary: 'One report with its filters as a CSV, XLSX or PDF file.',
  scope: 'tenant',
  access: REPORT_ACCESS,
  body: DownloadReportRequest,
  response: z.string().describe('The file (CSV, XLSX or PDF), named in Content-Disposition'),
});

/** Custom reports need ViewCustomReports and the embedded-report flag (SPEC.md §6). */
export const CUSTOM_ACCESS: AccessRule = { flagsOn: ['insights', 'embeddedReport'], privileges: ['ViewCustomReports'] };

export const PreviewCustomReportRequest = z.object({ shape: CustomReportShape, filters: ReportFilters });
export type PreviewCustomReportRequest = z.input<typeof PreviewCustomReportRequest>;

export const previewCustomReport = defineCall({
  name: 'Insights/CustomReports/Preview',
  method: 'POST',
  version: 'v2',
  path: 'Insights/CustomReports/Preview',
  summary: 'A custom report built of declared dataset fields, computed with its filters (the builder’s live preview).',
  scope: 'tenant',
  access: CUSTOM_ACCESS,
  body: PreviewCustomReportRequest,
  response: ReportResult,
});

export const INSIGHT_CALLS = [getInsightReports, getInsightFilters, runInsightReport, downloadInsightReport, previewCustomReport] as const;
