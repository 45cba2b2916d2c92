import { sql } from 'drizzle-orm';
import { disputeInvoiceLine, InvoiceDetails, type DisputeLineRequest, type ResolveDisputeRequest } from '@portal/domain/api/invoices';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http-errors';
import { idempotentCall, withIdempotency } from '../../lib/idempotency-key';
import { firstRow } from '../../lib/sql-helpers';
import { recordIntegrationEvent } from '../../lib/record-integration-event';
import { findInvoices, INVOICE_NOT_FOUND, loadInvoiceDetails } from './invoice-details';

export const DISPUTE_NOT_FOUND = 'Dispute not found.';
export const LINE_ALREADY_DISPUTED = 'This line already has an open dispute.';
export const DISPUTE_ALREADY_RESOLVED = 'This dispute has already been resolved.';
export const DISPUTE_CHANGED = 'This dispute was changed by someone else. Reload the invoice and try again.';

const visibleInvoice = async (tx: Tx, visibility: Visibility, invoiceId: string) => {
  const [invoice] = await findInvoices(tx, visibility, [invoiceId]);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoice;
};

/** The dispute itself, once its key (if any) is known to be new. */
const openDispute = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  invoice: { id: string; invoiceNumber: string },
  request: DisputeLineRequest,
): Promise<InvoiceDetails> => {
  const invoiceId = invoice.id;
  const line = firstRow<{ id: string; clinicianName: string; weekStart: string }>(
    await tx.execute(sql`
      select id, clinician_name as "clinicianName", week_start::text as "weekStart"
      from invoice_lines where id = ${request.lineId} and invoice_id = ${invoiceId} for update`),
  );
  if (!line) throw badRequest('lineId must be a line of the invoice');
  const open = firstRow(await tx.execute(sql`select 1 from invoice_disputes where line_id = ${line.id} and status = 'Open'`));
  if (open) throw conflict(LINE_ALREADY_DISPUTED);
  const created = firstRow<{ id: string }>(
    await tx.execute(sql`
      insert into invoice_disputes (network_id, invoice_id, line_id, reason, raised_by)
      values (${visibility.networkId}, ${invoiceId}, ${line.id}, ${request.reason}, ${actor.userId})
      returning id`),
  )!;
  await writeAudit(tx, {
    networkId: actor.networkId,
    actorId: actor.userId,
    entity: 'invoice_dispute',
    entityId: created.id,
    action: 'dispute',
    after: { invoiceId, lineId: line.id, reason: request.reason, status: 'Open' },
  });
  await recordIntegrationEvent(tx, {
    networkId: actor.networkId,
    type: 'InvoiceLineDisputed',
    entity: 'invoice_dispute',
    entityId: created.id,
    data: {
      invoiceId,
      invoiceNumber: invoice.invoiceNumber,
      lineId: line.id,
      clinicianName: line.clinicianName,
      weekStart: line.weekStart,
      reason: request.reason,
    },
  });
  const [details] = await loadInvoiceDetails(tx, visibility, [invoiceId]);
  return details!;
};

/**
 * Opens a dispute of one line with the Finance user's reason, audited in the same transaction. The
 * line is locked first, so two disputes of it at once make one and a conflict; a repeat with the
 * same Idempotency-Key (`idempotencyKey`, the request's) answers as the first did instead of a conflict.
 */
export const disputeLine = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  invoiceId: string,
  request: DisputeLineRequest,
  idempotencyKey: string | undefined,
): Promise<InvoiceDetails> => {
  const invoice = await visibleInvoice(tx, visibility, invoiceId);
  const call = idempotentCall(disputeInvoiceLine, actor, idempotencyKey);
  const { answer } = await withIdempotency(tx, call, async () => ({ answer: await openDispute(tx, visibility, actor, invoice, request) }), InvoiceDetails.parse);
  return answer;
};

/** Records how an open dispute was resolved, checking its version (409 when someone changed it meanwhile). */
export const resolveDispute = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  invoiceId: string,
  disputeId: string,
  request: ResolveDisputeRequest,
): Promise<InvoiceDetails> => {
  const invoice = await visibleInvoice(tx, visibility, invoiceId);
  const dispute = firstRow<{ status: string; version: number; reason: string; lineId: string }>(
    await tx.execute(
      sql`select status, version, reason, line_id as "lineId" from invoice_disputes where id = ${disputeId} and invoice_id = ${invoiceId} for update`,
    ),
  );
  if (!dispute) throw notFound(DISPUTE_NOT_FOUND);
  if (dispute.status !== 'Open') throw conflict(DISPUTE_ALREADY_RESOLVED);
  if (dispute.version !== request.version) throw conflict(DISPUTE_CHANGED);
  await tx.execute(sql`
    update invoice_disputes set status = 'Resolved', resolution = ${request.resolution}, resolved_by = ${actor.userId},
           resolved_at = now(), version = version + 1
    where id = ${disputeId}`);
  await writeAudit(tx, {
    networkId: actor.networkId,
    actorId: actor.userId,
    entity: 'invoice_dispute',
    entityId: disputeId,
    action: 'resolve',
    before: { status: 'Open', reason: dispute.reason },
    after: { status: 'Resolved', resolution: request.resolution },
  });
  await recordIntegrationEvent(tx, {
    networkId: actor.networkId,
    type: 'InvoiceDisputeResolved',
    entity: 'invoice_dispute',
    entityId: disputeId,
    data: { invoiceId, invoiceNumber: invoice.invoiceNumber, lineId: dispute.lineId, resolution: request.resolution },
  });
  const [details] = await loadInvoiceDetails(tx, visibility, [invoiceId]);
  return details!;
};
