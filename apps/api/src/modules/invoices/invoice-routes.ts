import type { FastifyInstance } from 'fastify';
import {
  disputeInvoiceLine,
  downloadInvoices,
  exportInvoiceList,
  getInvoiceDetails,
  getInvoiceFacilities,
  getInvoices,
  resolveInvoiceDispute,
} from '@portal/domain/api/invoices';
import type { AppDeps } from '../../app-deps';
import { streamTableExport } from '../../exports/stream-export';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { pageOffset } from '../../lib/sql-helpers';
import { registerCall } from '../../plugins/register-call';
import { invoiceConditions } from './invoice-conditions';
import { loadInvoiceDetails } from './invoice-details';
import { disputeLine, resolveDispute } from './invoice-disputes';
import { downloadInvoiceFiles } from './invoice-download';
import { INVOICE_EXPORT_COLUMNS } from './invoice-export-columns';
import { invoiceFacilities } from './invoice-facilities';
import { invoiceListPage, invoicePageQuery } from './invoice-list-page';
import type { InvoiceRow } from './invoice-rows';

export const registerInvoiceRoutes = (app: FastifyInstance, deps: AppDeps) => {
  registerCall(app, deps, getInvoices, async ({ visibility, query, inTenant }) =>
    inTenant((tx) => invoiceListPage(tx, invoiceConditions(query, visibility), query)),
  );

  registerCall(app, deps, getInvoiceFacilities, async ({ visibility, inTenant }) => inTenant((tx) => invoiceFacilities(tx, visibility)));

  registerCall(app, deps, getInvoiceDetails, async ({ visibility, params, inTenant }) =>
    inTenant(async (tx) => (await loadInvoiceDetails(tx, visibility, [params.id]))[0]!),
  );

  registerCall(app, deps, downloadInvoices, async ({ ctx, network, visibility, body, inTenant }) =>
    inTenant((tx) => downloadInvoiceFiles(tx, visibility, ctx.user, network.name, body.invoiceIds)),
  );

  registerCall(app, deps, exportInvoiceList, async ({ visibility, query, body, inTenant, log }) =>
    streamTableExport<InvoiceRow>(inTenant, log, {
      report: 'Invoices',
      format: query.format,
      columns: INVOICE_EXPORT_COLUMNS,
      query: invoicePageQuery(invoiceConditions(body, visibility), body, body.pageSize, pageOffset(body)),
    }),
  );

  registerCall(app, deps, disputeInvoiceLine, async ({ visibility, actor, params, body, headers, inTenant }) => {
    const idempotencyKey = idempotencyKeyOf(headers);
    return inTenant((tx) => disputeLine(tx, visibility, actor, params.id, body, idempotencyKey));
  });

  registerCall(app, deps, resolveInvoiceDispute, async ({ visibility, actor, params, body, inTenant }) =>
    inTenant((tx) => resolveDispute(tx, visibility, actor, params.id, params.disputeId, body)),
  );
};
