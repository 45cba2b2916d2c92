import type { FastifyInstance } from 'fastify';
import {
  downloadInsightReport,
  getInsightFilters,
  getInsightReports,
  previewCustomReport,
  runInsightReport,
} from '@portal/domain/api/insights';
import { INSIGHT_DATASETS } from '@portal/domain/insights/insight-datasets';
import { TOO_MANY_ROWS_TO_DOWNLOAD } from '@portal/domain/insights/insight-messages';
import type { AppDeps } from '../../app-deps';
import { openPostgres } from '../../db/client';
import { withTenant, type Tx } from '../../db/tenant';
import { badRequest } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import { insightFilters } from './insight-filters';
import { openReport, reportResult, reportScope, reportsFor, type CachedReport } from './insight-report';
import { ReportCache } from './report-cache';
import { reportTable } from './report-table';
import { runReportQuery } from './run-report-query';
import { tableFile } from '../../exports/table-file';

/** Results are kept five minutes per network, visible hospitals, report and filters (decisions.md, Insights). */
export const REPORT_CACHE_MS = 5 * 60_000;
const REPORT_CACHE_ENTRIES = 500;

/** Where reports are computed: the read replica when DATABASE_REPLICA_URL is set (closed with the app), else the primary. */
const reportDatabase = (app: FastifyInstance, deps: AppDeps) => {
  const url = deps.config.DATABASE_REPLICA_URL;
  if (!url) return deps.db;
  const replica = openPostgres(url, deps.config.DATABASE_POOL_SIZE);
  app.addHook('onClose', () => replica.close());
  return replica.db;
};

export const registerInsightRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const cache = new ReportCache<CachedReport>(REPORT_CACHE_MS, REPORT_CACHE_ENTRIES);
  const reportDb = reportDatabase(app, deps);
  const onReportDb =
    (networkId: string) =>
    <T>(work: (tx: Tx) => Promise<T>) =>
      withTenant(reportDb, networkId, work);

  registerCall(app, deps, getInsightReports, async ({ ctx }) => ({ reports: reportsFor(ctx) }));

  registerCall(app, deps, getInsightFilters, async ({ visibility, inTenant }) => inTenant((tx) => insightFilters(tx, visibility)));

  registerCall(app, deps, runInsightReport, async ({ ctx, visibility, params, query }) => {
    const report = openReport(ctx, params.reportId);
    return (await reportResult(cache, onReportDb(visibility.networkId), report, reportScope(visibility, query, new Date()))).answer;
  });

  registerCall(app, deps, downloadInsightReport, async ({ ctx, visibility, body }) => {
    const report = openReport(ctx, body.reportId);
    const scope = reportScope(visibility, body.filters, new Date());
    const inReportDb = onReportDb(visibility.networkId);
    const { result } = await reportResult(cache, inReportDb, report, scope);
    if (result.truncated) throw badRequest(TOO_MANY_ROWS_TO_DOWNLOAD);
    return tableFile(report.name.replace(/[^A-Za-z0-9]/g, ''), body.format, await inReportDb((tx) => reportTable(tx, result, scope)));
  });

  // A custom report is made of declared fields only (the request schema refused anything else), so it
  // runs through the same statement builder; previews change with every edit and are not cached.
  registerCall(app, deps, previewCustomReport, async ({ visibility, body }) => {
    const scope = reportScope(visibility, body.filters, new Date());
    const computed = await onReportDb(visibility.networkId)((tx) => runReportQuery(tx, body.shape, scope));
    const dated = INSIGHT_DATASETS[body.shape.dataset].dated;
    return {
      report: { id: 'custom', name: 'Custom report', description: INSIGHT_DATASETS[body.shape.dataset].description, dataset: body.shape.dataset, chartType: body.shape.chartType, dated },
      chartMeasures: [...body.shape.measures],
      ...computed,
      from: dated ? scope.from : null,
      to: dated ? scope.to : null,
    };
  });
};
