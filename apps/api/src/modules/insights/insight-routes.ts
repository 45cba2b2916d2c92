import type { FastifyInstance } from 'fastify';
import {
  downloadInsightReport,
  getInsightFilters,
  getInsightReports,
  previewCustomReport,
  runInsightReport,
} from '@portal/domain/api/insights';
import { INSIGHT_DATASETS } from '@portal/domain/insights/insight-datasets';
import { REPORT_FORBIDDEN, TOO_MANY_ROWS_TO_DOWNLOAD } from '@portal/domain/insights/insight-messages';
import type { AppDeps } from '../../app-deps';
import { openPostgres } from '../../db/client';
import { withTenant, type Tx } from '../../db/tenant';
import { badRequest, forbidden } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import { insightFilters } from './insight-filters';
import { computeReport, reportResult, reportScope, reportsFor, withAnswer, type CachedReport } from './insight-report';
import type { ReportScope } from './report-scope';
import { openAnyReport, type OpenedReport } from './saved-reports/open-any-report';
import { mayUseDataset } from './saved-reports/saved-report-rows';
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

  // A catalogue report by its slug, or a saved custom report by its uuid (read on the primary, where it is saved).
  const computed = async (opened: OpenedReport, inReportDb: ReturnType<typeof onReportDb>, scope: ReportScope): Promise<CachedReport> =>
    opened.saved ? withAnswer(await computeReport(inReportDb, opened.definition, scope)) : reportResult(cache, inReportDb, opened.definition, scope);

  registerCall(app, deps, runInsightReport, async ({ ctx, visibility, params, query, inTenant }) => {
    const opened = await inTenant((tx) => openAnyReport(tx, ctx, ctx.user.id, params.reportId));
    return (await computed(opened, onReportDb(visibility.networkId), reportScope(visibility, query, new Date()))).answer;
  });

  registerCall(app, deps, downloadInsightReport, async ({ ctx, visibility, body, inTenant }) => {
    const opened = await inTenant((tx) => openAnyReport(tx, ctx, ctx.user.id, body.reportId));
    const report = opened.definition;
    const scope = reportScope(visibility, body.filters, new Date());
    const inReportDb = onReportDb(visibility.networkId);
    const { result } = await computed(opened, inReportDb, scope);
    if (result.truncated) throw badRequest(TOO_MANY_ROWS_TO_DOWNLOAD);
    return tableFile(report.name.replace(/[^A-Za-z0-9]/g, ''), body.format, await inReportDb((tx) => reportTable(tx, result, scope)));
  });

  // A custom report is made of declared fields only (the request schema refused anything else), so it
  // runs through the same statement builder; previews change with every edit and are not cached.
  registerCall(app, deps, previewCustomReport, async ({ ctx, visibility, body }) => {
    if (!mayUseDataset(ctx, body.shape.dataset)) throw forbidden(REPORT_FORBIDDEN);
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
