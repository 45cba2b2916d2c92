import type { AccessSubject } from '@portal/domain/access/access-rule';
import { runInsightReport, type ReportFilters, type ReportResult, type ReportSummary } from '@portal/domain/api/insights';
import { mayUseInsight } from '@portal/domain/insights/insight-access';
import { INSIGHT_DATASETS } from '@portal/domain/insights/insight-datasets';
import { NO_SUCH_HOSPITAL, REPORT_FORBIDDEN, REPORT_NOT_FOUND } from '@portal/domain/insights/insight-messages';
import { REPORT_DEFINITIONS, reportDefinition, type ReportDefinition } from '@portal/domain/insights/report-definitions';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { forbidden, notFound } from '../../http-errors';
import { JsonReply } from '../../plugins/json-reply';
import type { ReportCache } from './report-cache';
import type { ReportScope } from './report-scope';
import { runReportQuery } from './run-report-query';

/** The report's own privileges and flags beyond the insights rule (a domain test keeps them covering its dataset's). */
const mayOpen = (subject: AccessSubject, report: ReportDefinition) => mayUseInsight(subject, report);

/** The catalogue reports this user may open. */
export const reportsFor = (subject: AccessSubject): ReportSummary[] => REPORT_DEFINITIONS.filter((report) => mayOpen(subject, report)).map(summaryOf);

export const summaryOf = (report: ReportDefinition): ReportSummary => ({
  id: report.id,
  name: report.name,
  description: report.description,
  dataset: report.dataset,
  chartType: report.chart.type,
  dated: INSIGHT_DATASETS[report.dataset].dated,
});

/** The report of this id: 404 when there is none, 403 when the user may not open it. */
export const openReport = (subject: AccessSubject, reportId: string): ReportDefinition => {
  const report = reportDefinition(reportId);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  if (!mayOpen(subject, report)) throw forbidden(REPORT_FORBIDDEN);
  return report;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Without dates a report covers the current month, the eleven before it and the three after it (assignments are booked ahead). */
export const defaultWindow = (today: Date): { from: string; to: string } => ({
  from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1))),
  to: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 4, 0))),
});

/** The scope of one run: a hospital the user does not see (or of another network) is 404, like any unknown id. */
export const reportScope = (visibility: Visibility, filters: ReportFilters, today: Date): ReportScope => {
  if (filters.hospitalId && !visibility.hospitalIds.includes(filters.hospitalId)) throw notFound(NO_SUCH_HOSPITAL);
  const window = defaultWindow(today);
  return { visibility, ...filters, from: filters.from ?? window.from, to: filters.to ?? window.to };
};

/** Results are shared by requests that see the same hospitals of the same network with the same filters. */
const cacheKey = (report: ReportDefinition, scope: ReportScope): string =>
  JSON.stringify([
    scope.visibility.networkId,
    scope.visibility.seesEveryHospital ? '*' : [...scope.visibility.hospitalIds].sort(),
    report.id,
    scope.from,
    scope.to,
    scope.hospitalId ?? null,
    scope.unit ?? null,
    scope.title ?? null,
  ]);

type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** One report computed with its scope, not cached (a saved custom report changes when its owner edits it). */
export const computeReport = async (inTenant: InTenant, report: ReportDefinition, scope: ReportScope): Promise<ReportResult> => {
  const computed = await inTenant((tx) => runReportQuery(tx, report, scope));
  const dated = INSIGHT_DATASETS[report.dataset].dated;
  return {
    report: summaryOf(report),
    chartMeasures: [...report.chart.measures],
    ...computed,
    from: dated ? scope.from : null,
    to: dated ? scope.to : null,
  };
};

/**
 * A computed report as the cache keeps it: the result (downloads build their files from it) and the
 * answer the viewer gets, checked and serialised once, so a cached answer costs no more than sending it.
 */
export interface CachedReport {
  result: ReportResult;
  answer: JsonReply;
}

const withAnswer = (result: ReportResult): CachedReport => ({ result, answer: JsonReply.of(runInsightReport.response, result) });

/** One catalogue report computed (or taken from the cache) with its scope. */
export const reportResult = (cache: ReportCache<CachedReport>, inTenant: InTenant, report: ReportDefinition, scope: ReportScope): Promise<CachedReport> =>
  cache.through(cacheKey(report, scope), async () => withAnswer(await computeReport(inTenant, report, scope)));

/** An opened report's result: a saved custom report computed afresh (its owner may have edited it), a catalogue one through the cache. */
export const openedReportResult = async (
  cache: ReportCache<CachedReport>,
  inTenant: InTenant,
  opened: { definition: ReportDefinition; saved: boolean },
  scope: ReportScope,
): Promise<ReportResult> =>
  opened.saved ? computeReport(inTenant, opened.definition, scope) : (await reportResult(cache, inTenant, opened.definition, scope)).result;

/** A report's file name without its extension: its name's letters and digits. */
export const reportFileName = (report: Pick<ReportDefinition, 'name'>): string => report.name.replace(/[^A-Za-z0-9]/g, '');
