import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { changeIntegrationDealStatus, type ChangeDealStatusRequest, type ChangeDealStatusResponse } from '@portal/domain/api/integration';
import { DEAL_STATUS_EVENTS } from '@portal/domain/deals/deal-status-events';
import { writeAudit } from '../../db/audit';
import type { InTenantHolding } from '../../db/tenant';
import { conflict, notFound } from '../../http-errors';
import { firstRow } from '../../lib/sql-helpers';
import type { IntegrationKey } from '../../context/api-key-auth';
import { isGuid, onceForExternalId } from './integration-requests';

type ValidRequest = z.output<typeof ChangeDealStatusRequest>;

const DEAL_NOT_FOUND = 'Deal not found.';
const CHANGED_MEANWHILE = 'The deal has changed since that version; read it again.';

/**
 * Moves a deal as the provider reports (DEAL_STATUS_EVENTS). The row is locked first, as a user's
 * candidate decision does, so a concurrent change waits and then finds the version or the status
 * moved on (409). Row-level security keeps the deal to the key's network: another's is not found.
 */
export const changeDealStatus = (inTenantHolding: InTenantHolding, key: IntegrationKey, dealId: string, request: ValidRequest): Promise<ChangeDealStatusResponse> =>
  onceForExternalId(inTenantHolding, { key, callName: changeIntegrationDealStatus.name, externalId: request.externalId }, async (tx) => {
    if (!isGuid(dealId)) throw notFound(DEAL_NOT_FOUND);
    const deal = firstRow<{ status: string; version: number }>(await tx.execute(sql`select status, version from deals where id = ${dealId} for update`));
    if (!deal) throw notFound(DEAL_NOT_FOUND);
    if (request.version !== undefined && request.version !== deal.version) throw conflict(CHANGED_MEANWHILE);
    const change = DEAL_STATUS_EVENTS[request.event];
    if (!(change.from as readonly string[]).includes(deal.status)) {
      throw conflict(`A deal that is ${deal.status} cannot take the event ${request.event}; it needs one of: ${change.from.join(', ')}.`);
    }
    const updated = firstRow<{ version: number }>(
      await tx.execute(sql`
        update deals set stage = ${change.stage}, status = ${change.to}, traveler_status = ${change.travelerStatus}, version = version + 1
        where id = ${dealId} returning version`),
    );
    if (!updated) throw notFound(DEAL_NOT_FOUND);
    await writeAudit(tx, {
      networkId: key.networkId,
      actorId: null,
      actorDescription: key.name,
      entity: 'deal',
      entityId: dealId,
      action: `integration_${request.event}`,
      before: { status: deal.status },
      after: { status: change.to, externalId: request.externalId },
    });
    return { dealId, status: change.to, version: updated.version };
  });
