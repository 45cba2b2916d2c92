import { asc, eq, sql } from 'drizzle-orm';
import { CurrentAssignment, requestExtension, type ExtensionRequest } from '@portal/domain/api/assignment-details';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { deals, extensionRequests } from '../../db/schema/deals';
import { jobReasons, shiftLengths } from '../../db/schema/reference';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict } from '../../http-errors';
import { addDays, displayDate } from './calendar-days';
import { activeExtension, loadCurrentAssignment } from './details-query';
import { findVisibleAssignment, type VisibleAssignment } from './find-assignment';
import { idempotentCall, withIdempotency } from '../../lib/idempotency-key';

type ValidExtensionRequest = z.output<typeof ExtensionRequest>;

const EXTENDABLE_STATUS = 'On Assignment';
const STALE_ASSIGNMENT = 'This assignment was changed by someone else. Refresh and try again.';

const requireOneOf = (names: readonly { name: string }[], value: string, field: string) => {
  if (!names.some((row) => row.name === value)) {
    throw badRequest(`${field} must be one of: ${names.map((row) => row.name).join(', ')}.`);
  }
};

/** The state rules first (409: the page is out of date), then the form's own rules (400). */
const checkExtensionAllowed = async (tx: Tx, visibility: Visibility, deal: VisibleAssignment, request: ValidExtensionRequest) => {
  if (deal.status !== EXTENDABLE_STATUS) {
    throw conflict(`An extension can be requested only while the assignment is On Assignment; it is ${deal.status}.`);
  }
  if (await activeExtension(tx, visibility.networkId, deal.id)) throw conflict('An extension has already been requested.');
  if (request.version !== deal.version) throw conflict(STALE_ASSIGNMENT);
  if (request.startDate < deal.startDate) {
    throw badRequest(`The extension cannot start before the assignment's start date, ${displayDate(deal.startDate)}.`);
  }
  const reasons = await tx.select({ name: jobReasons.name }).from(jobReasons).orderBy(asc(jobReasons.sortOrder));
  requireOneOf(reasons, request.reasonRequest, 'reasonRequest');
  const lengths = await tx.select({ name: shiftLengths.name }).from(shiftLengths).orderBy(asc(shiftLengths.sortOrder));
  requireOneOf(lengths, request.shiftLength, 'shiftLength');
};

const replay = (earlier: unknown, dealId: string) => {
  const answer = CurrentAssignment.parse(earlier);
  if (answer.dealId !== dealId) throw conflict('This Idempotency-Key was already used for another assignment.');
  return answer;
};

/** The request itself, once its key (if any) is known to be new: checked, stored, the deal's version moved on, audited. */
const insertExtensionRequest = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  request: ValidExtensionRequest,
  deal: VisibleAssignment,
): Promise<CurrentAssignment> => {
  await checkExtensionAllowed(tx, visibility, deal, request);

  const [created] = await tx
    .insert(extensionRequests)
    .values({
      networkId: visibility.networkId,
      dealId: deal.id,
      requestedBy: actorId,
      assignedName: request.assignedName,
      startDate: request.startDate,
      endDate: addDays(request.startDate, request.assignmentDuration * 7 - 1),
      durationWeeks: request.assignmentDuration,
      reasonRequest: request.reasonRequest,
      shiftLength: request.shiftLength,
      notes: request.notes ? request.notes : null,
      status: 'Requested',
    })
    .returning();
  if (!created) throw new Error('Inserting an extension request returned no row');
  const [bumped] = await tx
    .update(deals)
    .set({ version: sql`${deals.version} + 1` })
    .where(eq(deals.id, deal.id))
    .returning({ version: deals.version });
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId,
    entity: 'extension_request',
    entityId: created.id,
    action: 'create',
    before: { dealId: deal.id, dealVersion: deal.version },
    after: { ...created, dealVersion: bumped?.version },
  });

  return loadCurrentAssignment(tx, visibility, deal.id);
};

/**
 * RequestExtension: records an extension request of an assignment that is On Assignment and has
 * none in force, for the version of the assignment the user saw. Everything happens in the caller's
 * transaction, with the deal row locked, so a failure leaves nothing behind and two submits of the
 * same drawer create one request (the second is replayed when it carries the same Idempotency-Key,
 * otherwise refused with 409).
 */
export const createExtensionRequest = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  request: ValidExtensionRequest,
  idempotencyKey: string | undefined,
): Promise<CurrentAssignment> => {
  const deal = await findVisibleAssignment(tx, visibility, request.dealId, true);
  const call = idempotentCall(requestExtension, { networkId: visibility.networkId, userId: actorId }, idempotencyKey);
  const { answer } = await withIdempotency(
    tx,
    call,
    async () => ({ answer: await insertExtensionRequest(tx, visibility, actorId, request, deal) }),
    (earlier) => replay(earlier, deal.id),
  );
  return answer;
};
