import type { FastifyInstance } from 'fastify';
import {
  exportFinancialDetailReport,
  exportFinancialSummaryReport,
  getBillRateReport,
  getBillRateStates,
  getBillRateTitles,
  getBillRateUnits,
  getFinanceReportFilters,
  getFinancialReport,
} from '@portal/domain/api/reports';
import type { AppDeps } from '../../app-deps';
import { streamTableExport } from '../../exports/stream-export';
import { registerCall } from '../../plugins/register-call';
import { billRateFilterValues, billRateReport } from './bill-rate-report';
import { financeReportFilters } from './finance-report-filters';
import { financialConditions } from './financial-conditions';
import { DETAIL_COLUMNS, detailExportQuery, SUMMARY_COLUMNS, type DetailRow } from './financial-detail';
import { financialSummary, summaryExportQuery, type SummaryExportRow } from './financial-summary';

export const registerReportRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getFinancialReport, async ({ visibility, body, inTenant }) =>
    inTenant((tx) => financialSummary(tx, financialConditions(body, visibility))),
  );

  registerCall(app, deps, getFinanceReportFilters, async ({ visibility, inTenant }) => inTenant((tx) => financeReportFilters(tx, visibility)));

  registerCall(app, deps, exportFinancialDetailReport, async ({ visibility, query, body, inTenant, log }) =>
    streamTableExport<DetailRow>(inTenant, log, {
      report: 'FinancialDetailReport',
      format: query.format,
      columns: DETAIL_COLUMNS,
      query: detailExportQuery(financialConditions(body, visibility)),
    }),
  );

  registerCall(app, deps, exportFinancialSummaryReport, async ({ visibility, query, body, inTenant, log }) =>
    streamTableExport<SummaryExportRow>(inTenant, log, {
      report: 'FinancialSummaryReport',
      format: query.format,
      columns: SUMMARY_COLUMNS,
      query: summaryExportQuery(financialConditions(body, visibility)),
    }),
  );

  registerCall(app, deps, getBillRateReport, async ({ visibility, query, inTenant }) => inTenant((tx) => billRateReport(tx, visibility, query)));
  registerCall(app, deps, getBillRateTitles, async ({ visibility, inTenant }) => inTenant((tx) => billRateFilterValues(tx, visibility, 'titles')));
  registerCall(app, deps, getBillRateUnits, async ({ visibility, inTenant }) => inTenant((tx) => billRateFilterValues(tx, visibility, 'units')));
  registerCall(app, deps, getBillRateStates, async ({ visibility, inTenant }) => inTenant((tx) => billRateFilterValues(tx, visibility, 'states')));
};
