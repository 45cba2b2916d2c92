import { callPath, callUrl } from '@portal/domain/api/call';
import { getInvoiceDetails, getInvoices, InvoiceListQuery } from '@portal/domain/api/invoices';
import { FinancialReportRequest, getFinancialReport } from '@portal/domain/api/reports';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { invoiceConditions } from '../../apps/api/src/modules/invoices/invoice-conditions';
import { loadInvoiceDetails } from '../../apps/api/src/modules/invoices/invoice-details';
import { invoiceListPage } from '../../apps/api/src/modules/invoices/invoice-list-page';
import { financialConditions } from '../../apps/api/src/modules/reports/financial-conditions';
import { financialSummary } from '../../apps/api/src/modules/reports/financial-summary';
import type { Fixtures } from './database';
import { adminContext, callApi, type Scenario } from './scenarios';

/** A details call's budget (issue 11's assignment details, issue 12's candidate details). */
const INVOICE_DETAILS_P95_BUDGET_MS = 30;

/**
 * Issue 14's budgets over the largest network's 400,000 invoices: the list as it opens (the first
 * facility, unpaid, newest first, 100 a page), a search by the commonest surname as the page sends
 * it and over every invoice of the two years (every facility, paid included), one by Invoice #,
 * and the financial summary over two years; and an invoice's details, whose lines are checked
 * against the work order and the week's timecard (issue 36), rotating through invoices of the last
 * year, with the 30 ms every details call has (docs/decisions/0151-timecard-and-interview-benchmarks.md). Each
 * handler is the body of its route's handler over the request as the route's schema parses it.
 */
export const invoiceScenarios = (f: Fixtures): Scenario[] => {
  const visibility = visibilityOf(adminContext(f), f.networkId);
  const list = (name: string, query: InvoiceListQuery, p95BudgetMs: number): Scenario => {
    const parsed = InvoiceListQuery.parse(query);
    return {
      name,
      send: (api) => callApi(api, 'GET', callUrl(getInvoices, {}, { ...query })),
      handler: () => (tx) => invoiceListPage(tx, invoiceConditions(parsed, visibility), parsed),
      p95BudgetMs,
    };
  };
  const summary = FinancialReportRequest.parse({});
  const detailsId = (n: number) => f.invoiceIds[n % f.invoiceIds.length] ?? '';
  return [
    list(`invoice list page 1 (first facility, unpaid; ${f.invoices} invoices)`, { facilities: f.invoiceFacilityId, page: 1, size: 100 }, 50),
    list(`invoice search '${f.lastName}' as the page sends it (first facility, unpaid)`, { facilities: f.invoiceFacilityId, searchTerm: f.lastName, page: 1, size: 100 }, 100),
    list(`invoice search '${f.lastName}' (every facility, paid included)`, { searchTerm: f.lastName, invoicePaid: 'true', page: 1, size: 100 }, 100),
    list(`invoice search '${f.invoiceNumber}' (paid included)`, { searchTerm: f.invoiceNumber, invoicePaid: 'true', page: 1, size: 100 }, 100),
    {
      name: 'financial summary, two years',
      send: (api) => callApi(api, 'POST', callPath(getFinancialReport), {}),
      handler: () => (tx) => financialSummary(tx, financialConditions(summary, visibility)),
      p95BudgetMs: 300,
    },
    {
      name: `invoice details with the timecard check (${f.invoiceIds.length} invoices in turn)`,
      send: (api, n) => callApi(api, 'GET', callUrl(getInvoiceDetails, { id: detailsId(n) })),
      handler: (run) => (tx) => loadInvoiceDetails(tx, visibility, [detailsId(run)]),
      p95BudgetMs: INVOICE_DETAILS_P95_BUDGET_MS,
    },
  ];
};
