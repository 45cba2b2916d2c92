import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { postIntegrationInvoice, type PostInvoiceRequest, type PostInvoiceResponse } from '@portal/domain/api/integration';
import { writeAudit } from '../../db/audit';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import type { InTenantHolding } from '../../db/tenant';
import { conflict, notFound } from '../../http-errors';
import { firstRow, rowsOf } from '../../lib/sql-helpers';
import type { IntegrationKey } from '../../context/api-key-auth';
import { onceForExternalId } from './integration-requests';

type ValidRequest = z.output<typeof PostInvoiceRequest>;

/**
 * Stores the provider's invoice, unpaid, with its lines, after checking that its hospital and every
 * deal it names are in the key's network (row-level security: another network's are not found) and
 * that its number is new there. The amount is the sum of the lines, so the two always agree.
 */
export const postInvoice = (inTenantHolding: InTenantHolding, key: IntegrationKey, request: ValidRequest): Promise<PostInvoiceResponse> =>
  onceForExternalId(inTenantHolding, { key, callName: postIntegrationInvoice.name, externalId: request.externalId }, async (tx) => {
    if (!firstRow(await tx.execute(sql`select 1 from hospitals where id = ${request.hospitalId}`))) throw notFound('Hospital not found.');
    const dealIds = [...new Set(request.lines.flatMap((line) => (line.dealId ? [line.dealId] : [])))];
    if (dealIds.length > 0) {
      const found = rowsOf<{ id: string }>(await tx.execute(sql`select id from deals where id in ${dealIds}`));
      if (found.length !== dealIds.length) throw notFound('Deal not found.');
    }
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invoice:${key.networkId}:${request.invoiceNumber}`}, 0))`);
    if (firstRow(await tx.execute(sql`select 1 from invoices where invoice_number = ${request.invoiceNumber}`))) {
      throw conflict(`Invoice ${request.invoiceNumber} already exists.`);
    }
    const amountCents = request.lines.reduce((sum, line) => sum + line.amountCents, 0);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        networkId: key.networkId,
        hospitalId: request.hospitalId,
        invoiceNumber: request.invoiceNumber,
        name: request.name,
        unit: request.unit ?? null,
        invoiceDate: request.invoiceDate,
        amountCents,
        balanceCents: amountCents,
        paid: false,
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error('The invoice was not stored.');
    await tx.insert(invoiceLines).values(
      request.lines.map((line) => ({
        networkId: key.networkId,
        invoiceId: invoice.id,
        dealId: line.dealId ?? null,
        clinicianName: line.clinicianName,
        weekStart: line.weekStart,
        regularHours: line.regularHours,
        overtimeHours: line.overtimeHours,
        rateCents: line.rateCents,
        amountCents: line.amountCents,
      })),
    );
    await writeAudit(tx, {
      networkId: key.networkId,
      actorId: null,
      actorDescription: key.name,
      entity: 'invoice',
      entityId: invoice.id,
      action: 'integration_post',
      after: { invoiceNumber: request.invoiceNumber, externalId: request.externalId, amountCents, lines: request.lines.length },
    });
    return { invoiceId: invoice.id, invoiceNumber: request.invoiceNumber, amountCents };
  });
