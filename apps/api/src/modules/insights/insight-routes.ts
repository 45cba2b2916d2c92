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
import { openOptionsOf } from '../../db/open-database';
import { withTenant, type Tx } from '../../db/tenant';
import { badRequest, forbidden } from '../../http-errors';
import { registerCall } from '../../plugins/register-call';
import { insightFilters } from './insight-filters';
import { computeReport, openedReportResult, reportFileName, reportResult, reportScope, reportsFor, type CachedReport } from './insight-report';
import { openAnyReport } from './saved-reports/open-any-report';
import { mayUseDataset, shapeDefinition } from './saved-reports/saved-report-rows';
import { ReportCache } from './report-cache';
import { reportTable } from './report-table';
import { tableFile } from '../../exports/table-file';

/** Results are kept five minutes per network, visible hospitals, report and filters (docs/decisions/0079-insights-bounds-cache-replica.md). */
export const REPORT_CACHE_MS = 5 * 60_000;
const REPORT_CACHE_ENTRIES = 500;

/** Where reports are computed: the read replica when DATABASE_REPLICA_URL is set (closed with the app), else the primary. */
const reportDatabase = (app: FastifyInstance, deps: AppDeps) => {
  const url = deps.config.DATABASE_REPLICA_URL;
  if (!url) return deps.db;
  const replica = openPostgres(url, deps.config.DATABASE_POOL_SIZE, openOptionsOf(deps.config));
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

  // A catalogue report by its slug, or a saved custom report by its uuid (read on the primary, where it
  // is saved). A cached catalogue report answers with its answer serialised once.
  registerCall(app, deps, runInsightReport, async ({ visibility, actor, params, query, inTenant }) => {
    const opened = await inTenant((tx) => openAnyReport(tx, actor, visibility, params.reportId));
    const inReportDb = onReportDb(visibility.networkId);
    const { asSaved, ...filters } = query;
    if (!opened.saved) return (await reportResult(cache, inReportDb, opened.definition, reportScope(visibility, filters, new Date()))).answer;
    if (!asSaved) return computeReport(inReportDb, opened.definition, reportScope(visibility, filters, new Date()));
    const savedFilters = opened.savedFilters;
    return { ...(await computeReport(inReportDb, opened.definition, reportScope(visibility, savedFilters, new Date()))), savedFilters };
  });

  registerCall(app, deps, downloadInsightReport, async ({ visibility, actor, body, inTenant }) => {
    const opened = await inTenant((tx) => openAnyReport(tx, actor, visibility, body.reportId));
    const scope = reportScope(visibility, body.filters, new Date());
    const inReportDb = onReportDb(visibility.networkId);
    const result = await openedReportResult(cache, inReportDb, opened, scope);
    if (result.truncated) throw badRequest(TOO_MANY_ROWS_TO_DOWNLOAD);
    return tableFile(reportFileName(opened.definition), body.format, await inReportDb((tx) => reportTable(tx, result, scope)));
  });

  // A custom report is made of declared fields only (the request schema refused anything else), so it
  // runs through the same statement builder; previews change with every edit and are not cached.
  registerCall(app, deps, previewCustomReport, async ({ ctx, visibility, body }) => {
    if (!mayUseDataset(ctx, body.shape.dataset)) throw forbidden(REPORT_FORBIDDEN);
    const preview = shapeDefinition(body.shape, { id: 'custom', name: 'Custom report', description: INSIGHT_DATASETS[body.shape.dataset].description });
    return computeReport(onReportDb(visibility.networkId), preview, reportScope(visibility, body.filters, new Date()));
  });
};
