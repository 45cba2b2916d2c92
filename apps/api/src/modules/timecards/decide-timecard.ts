import { sql } from 'drizzle-orm';
import type { DecideTimecardResponse } from '@portal/domain/api/timecards';
import {
  hoursText,
  isPendingTimecard,
  TIMECARD_CHANGED_MEANWHILE,
  TIMECARD_HAS_EXCEPTIONS,
  timecardNotPendingMessage,
  type TimecardStatus,
} from '@portal/domain/timecards/timecard-rules';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { conflict, notFound } from '../../http-errors';
import { recordIntegrationEvent } from '../../lib/record-integration-event';
import { firstRow, oneOf } from '../../lib/sql-helpers';
import { isTimecardId, TIMECARD_NOT_FOUND } from './timecard-details';

export interface LockedWeek {
  id: string;
  externalId: string;
  dealId: string;
  weekStart: string;
  status: TimecardStatus;
  version: number;
  workedMinutes: number;
  exceptions: number;
}

/**
 * A week of a visible hospital, locked, waiting for approval at `version`: a second decision waits
 * for the first and then finds the version moved on (409); another network's week is not found.
 */
export const lockPendingWeek = async (tx: Tx, visibility: Visibility, id: string, version: number): Promise<LockedWeek> => {
  if (!isTimecardId(id)) throw notFound(TIMECARD_NOT_FOUND);
  const week = firstRow<LockedWeek>(
    await tx.execute(sql`
      select id, external_id as "externalId", deal_id as "dealId", to_char(week_start, 'YYYY-MM-DD') as "weekStart", status, version,
             worked_minutes as "workedMinutes", exceptions
      from timecards where id = ${id} and ${oneOf(sql`hospital_id`, visibility.hospitalIds)} for update`),
  );
  if (!week) throw notFound(TIMECARD_NOT_FOUND);
  if (week.version !== version) throw conflict(TIMECARD_CHANGED_MEANWHILE);
  if (!isPendingTimecard(week.status)) throw conflict(timecardNotPendingMessage(week.status));
  return week;
};

export type WeekDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approves or rejects a week waiting for approval, audited and offered to the provider in the
 * events feed with the approved hours (only these are billed) or the reason, in the caller's transaction.
 */
export const decideWeek = async (tx: Tx, visibility: Visibility, actor: Actor, id: string, version: number, decision: WeekDecision): Promise<DecideTimecardResponse> => {
  const week = await lockPendingWeek(tx, visibility, id, version);
  const status: TimecardStatus = decision.decision === 'approve' ? 'Approved' : 'Rejected';
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const updated = firstRow<{ version: number }>(
    await tx.execute(sql`
      update timecards set status = ${status}, decided_at = now(), decided_by = ${actor.userId}, decided_by_name = ${actor.name},
             reject_reason = ${reason}, version = version + 1
      where id = ${week.id} returning version`),
  );
  if (!updated) throw new Error(`Timecard ${week.id} vanished while locked`);
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'timecard',
    entityId: week.id,
    action: `timecard_${decision.decision}`,
    before: { status: week.status, version: week.version },
    after: { status, version: updated.version, reason },
    onBehalfOf: actor.onBehalfOf,
  });
  await recordIntegrationEvent(tx, {
    networkId: visibility.networkId,
    type: decision.decision === 'approve' ? 'TimecardApproved' : 'TimecardRejected',
    entity: 'timecard',
    entityId: week.id,
    data: {
      timecardId: week.externalId,
      dealId: week.dealId,
      weekStart: week.weekStart,
      ...(decision.decision === 'approve' ? { approvedHours: Number(hoursText(week.workedMinutes)) } : { reason }),
    },
  });
  return { id: week.id, status, version: updated.version };
};

/**
 * My decisions' one-tap approval (docs/decisions/0143-timecard-due-time.md): only a week without
 * exceptions; one with exceptions is opened and reviewed on its page, so the queue refuses it (409).
 */
export const approveCleanWeek = async (tx: Tx, visibility: Visibility, actor: Actor, id: string, version: number): Promise<DecideTimecardResponse> => {
  const week = await lockPendingWeek(tx, visibility, id, version);
  if (week.exceptions > 0) throw conflict(TIMECARD_HAS_EXCEPTIONS);
  return decideWeek(tx, visibility, actor, id, version, { decision: 'approve' });
};
