import { and, eq, sql } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import type { ExtensionDecisionRequest, ExtensionDecisionResponse } from '@portal/domain/api/decisions';
import {
  EXTENSION_DECIDED_MEANWHILE,
  EXTENSION_DECISION_PRIVILEGE,
  EXTENSION_REQUEST_STATUS_AFTER,
  extensionNotOfferedMessage,
} from '@portal/domain/decisions/decision-rules';
import type { z } from 'zod';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { deals, extensionRequests } from '../../db/schema/deals';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden } from '../../http-errors';
import { recordIntegrationEvent } from '../../lib/record-integration-event';
import { activeExtension } from './details-query';
import { findVisibleAssignment } from './find-assignment';

type ValidRequest = z.output<typeof ExtensionDecisionRequest>;

const OFFERED = 'Extension Offered';
/** Either answer puts the clinician back on their assignment: extended when accepted, ending as planned when rejected. */
const STATUS_AFTER = 'On Assignment';

/**
 * Answers the extension offer of an Extension Offered assignment seen at `version`, with the deal
 * locked so a second answer waits and then finds the version moved on (409). Accepting moves the
 * assignment's end to the end of the extension on file (the Request Extension drawer's row, when
 * there is one); rejecting keeps it and records why. Either way the request on file is closed, the
 * audit row names the actor, the answer and the reason, and the provider's event feed offers the
 * answer, all in the caller's transaction.
 */
export const answerExtensionOffer = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  request: ValidRequest,
): Promise<ExtensionDecisionResponse> => {
  const deal = await findVisibleAssignment(tx, visibility, request.dealId, true);
  if (deal.version !== request.version) throw conflict(EXTENSION_DECIDED_MEANWHILE);
  if (deal.status !== OFFERED) throw conflict(extensionNotOfferedMessage(deal.status));
  if (!can(actor.access, EXTENSION_DECISION_PRIVILEGE[request.decision])) throw forbidden();

  const extension = await activeExtension(tx, visibility.networkId, deal.id);
  const reason = request.decision === 'reject' ? request.reason : null;
  const [updated] = await tx
    .update(deals)
    .set({
      status: STATUS_AFTER,
      ...(request.decision === 'accept' && extension ? { endDate: extension.endDate } : {}),
      version: sql`${deals.version} + 1`,
    })
    .where(eq(deals.id, deal.id))
    .returning({ endDate: deals.endDate, version: deals.version });
  if (!updated) throw new Error(`Assignment ${deal.id} vanished while locked`);
  if (extension) {
    await tx
      .update(extensionRequests)
      .set({ status: EXTENSION_REQUEST_STATUS_AFTER[request.decision], isActive: false })
      .where(and(eq(extensionRequests.networkId, visibility.networkId), eq(extensionRequests.id, extension.id)));
  }
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'deal',
    entityId: deal.id,
    action: `extension_${request.decision}`,
    before: { status: deal.status, endDate: deal.endDate, version: deal.version },
    after: { status: STATUS_AFTER, endDate: updated.endDate, version: updated.version, reason, extensionRequestId: extension?.id ?? null },
    onBehalfOf: actor.onBehalfOf,
  });
  await recordIntegrationEvent(tx, {
    networkId: visibility.networkId,
    type: request.decision === 'accept' ? 'ExtensionAccepted' : 'ExtensionRejected',
    entity: 'deal',
    entityId: deal.id,
    data: {
      dealId: deal.id,
      endDate: updated.endDate,
      extensionStartDate: extension?.startDate ?? null,
      extensionEndDate: extension?.endDate ?? null,
      reason,
    },
  });
  return { dealId: deal.id, status: STATUS_AFTER, endDate: updated.endDate, version: updated.version };
};
