import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { putIntegrationDealDocument, type PutDealDocumentRequest, type PutDealDocumentResponse } from '@portal/domain/api/integration';
import { writeAudit } from '../../db/audit';
import type { InTenantHolding } from '../../db/tenant';
import { badRequest, notFound } from '../../http-errors';
import { firstRow } from '../../lib/sql-helpers';
import type { IntegrationKey } from '../../context/api-key-auth';
import { isGuid, onceForExternalId } from './integration-requests';

type ValidRequest = z.output<typeof PutDealDocumentRequest>;

const DEAL_NOT_FOUND = 'Deal not found.';
const PDF_MAGIC = '%PDF-';

/** The decoded file, refused unless it is a PDF: the portal shows and zips what it stores as is. */
const pdfBytes = (base64: string): Buffer => {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.subarray(0, PDF_MAGIC.length).toString('latin1') !== PDF_MAGIC) throw badRequest('contentBase64 must be a PDF file.');
  return bytes;
};

/**
 * Stores the file, then points the deal's document with the provider's documentId at it (a new
 * version) or adds the document. The deal is locked so two uploads of one document queue. Row-level
 * security keeps the deal to the key's network: another's is not found.
 */
export const putDealDocument = (inTenantHolding: InTenantHolding, key: IntegrationKey, dealId: string, request: ValidRequest): Promise<PutDealDocumentResponse> =>
  onceForExternalId(inTenantHolding, { key, callName: putIntegrationDealDocument.name, externalId: request.externalId }, async (tx) => {
    if (!isGuid(dealId)) throw notFound(DEAL_NOT_FOUND);
    const content = pdfBytes(request.contentBase64);
    const deal = firstRow<{ id: string }>(await tx.execute(sql`select id from deals where id = ${dealId} for update`));
    if (!deal) throw notFound(DEAL_NOT_FOUND);
    const file = firstRow<{ id: string }>(
      await tx.execute(sql`
        insert into files (network_id, file_name, content_type, content) values (${key.networkId}, ${request.fileName}, 'application/pdf', ${content})
        returning id`),
    );
    if (!file) throw new Error('The file was not stored.');
    const replaced = firstRow<{ id: string; assetVersion: number }>(
      await tx.execute(sql`
        update documents set file_id = ${file.id}, asset_version = asset_version + 1, kind = ${request.kind}, display_name = ${request.displayName},
               display_description = ${request.displayDescription ?? null}, status = ${request.status}, expiration_date = ${request.expirationDate ?? null}
        where deal_id = ${dealId} and protocol_asset_id = ${request.documentId}
        returning id, asset_version as "assetVersion"`),
    );
    const document =
      replaced ??
      firstRow<{ id: string; assetVersion: number }>(
        await tx.execute(sql`
          insert into documents (network_id, deal_id, kind, protocol_asset_id, display_name, display_description, status, expiration_date, file_id)
          values (${key.networkId}, ${dealId}, ${request.kind}, ${request.documentId}, ${request.displayName}, ${request.displayDescription ?? null},
                  ${request.status}, ${request.expirationDate ?? null}, ${file.id})
          returning id, asset_version as "assetVersion"`),
      );
    if (!document) throw new Error('The document was not stored.');
    await writeAudit(tx, {
      networkId: key.networkId,
      actorId: null,
      actorDescription: key.name,
      entity: 'document',
      entityId: document.id,
      action: replaced ? 'integration_replace' : 'integration_add',
      after: { dealId, documentId: request.documentId, externalId: request.externalId, bytes: content.length },
    });
    return { dealId, blobId: document.id, assetVersion: document.assetVersion, replaced: Boolean(replaced) };
  });
