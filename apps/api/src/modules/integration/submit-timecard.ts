import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { submitIntegrationTimecard, type SubmitTimecardRequest, type SubmitTimecardResponse } from '@portal/domain/api/timecards';
import {
  breakRefusals,
  isMonday,
  isPendingTimecard,
  minuteOfClock,
  MINUTES_IN_DAY,
  spanMinutes,
  timecardDueAt,
  timecardRefusals,
  type TimecardStatus,
} from '@portal/domain/timecards/timecard-rules';
import { writeAudit } from '../../db/audit';
import { timecardLines, timecards } from '../../db/schema/timecards';
import type { InTenantHolding } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http-errors';
import { firstRow } from '../../lib/sql-helpers';
import { storeWeekTotals } from '../../lib/timecard-totals';
import type { IntegrationKey } from '../../context/api-key-auth';
import { onceForExternalId } from './integration-requests';

type ValidRequest = z.output<typeof SubmitTimecardRequest>;

const ASSIGNMENT_NOT_FOUND = 'Assignment not found.';

const span = (shift: { date: string; start: string; end: string; overnight: boolean }) => ({
  date: shift.date,
  startMinute: minuteOfClock(shift.start),
  endMinute: minuteOfClock(shift.end) + (shift.overnight ? MINUTES_IN_DAY : 0),
});

/** Every reason the week cannot be stored, all at once, so the provider fixes them in one go. */
const refusalsOf = (request: ValidRequest, deal: { startDate: string; endDate: string }): string[] => {
  const bounds = { weekStart: request.weekStart, assignmentStart: deal.startDate, assignmentEnd: deal.endDate };
  const lines = request.lines.map((line) => ({ ...span(line), breakMinutes: line.breakMinutes, noShow: false }));
  return [
    ...(isMonday(request.weekStart) ? [] : [`weekStart ${request.weekStart} is not a Monday.`]),
    ...timecardRefusals(lines, bounds),
    ...breakRefusals(lines),
    ...timecardRefusals(request.schedule.map(span), { ...bounds, assignmentStart: request.weekStart, assignmentEnd: '9999-12-31' }, 'Scheduled shift'),
  ];
};

/**
 * Stores a traveller's week for the hospital's approval (docs/decisions/0141-timecards-from-the-provider.md).
 * The assignment is locked first, so two submissions of the same week queue; the week itself, when
 * the provider's id is known, is replaced (lines and schedule) while it waits or was rejected, its
 * version raised and its due time restarted. An approved week is final (409).
 */
export const submitTimecard = (inTenantHolding: InTenantHolding, key: IntegrationKey, request: ValidRequest): Promise<SubmitTimecardResponse> =>
  onceForExternalId(inTenantHolding, { key, callName: submitIntegrationTimecard.name, externalId: request.externalId }, async (tx) => {
    const deal = firstRow<{ hospitalId: string; unitId: string; startDate: string; endDate: string }>(
      await tx.execute(sql`
        select hospital_id as "hospitalId", unit_id as "unitId", to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
        from deals where id = ${request.dealId} and stage = 'assignment' for update`),
    );
    if (!deal) throw notFound(ASSIGNMENT_NOT_FOUND);
    const refusals = refusalsOf(request, deal);
    if (refusals.length > 0) throw badRequest(refusals.join(' '));

    const existing = firstRow<{ id: string; status: TimecardStatus; version: number; weekStart: string; dealId: string }>(
      await tx.execute(sql`
        select id, status, version, to_char(week_start, 'YYYY-MM-DD') as "weekStart", deal_id as "dealId"
        from timecards where external_id = ${request.timecardId} for update`),
    );
    const sameWeek = firstRow<{ id: string }>(
      await tx.execute(sql`select id from timecards where deal_id = ${request.dealId} and week_start = ${request.weekStart}`),
    );
    if (sameWeek && sameWeek.id !== existing?.id) throw conflict(`This assignment already has a timecard for the week of ${request.weekStart}.`);
    if (existing && (existing.dealId !== request.dealId || existing.weekStart !== request.weekStart)) {
      throw conflict(`Timecard ${request.timecardId} is another assignment's or week's; send a new timecardId.`);
    }
    if (existing && !isPendingTimecard(existing.status) && existing.status !== 'Rejected') {
      throw conflict(`Timecard ${request.timecardId} is ${existing.status}; it can no longer be changed.`);
    }
    if (existing && request.version !== undefined && request.version !== existing.version) {
      throw conflict('The timecard has changed since that version; read the events feed and send it again.');
    }

    const submittedAt = new Date();
    const dueAt = timecardDueAt(submittedAt);
    const schedule = request.schedule.map(span);
    const scheduledMinutes = schedule.reduce((sum, shift) => sum + spanMinutes(shift), 0);
    const week = { status: 'Submitted' as const, schedule, scheduledMinutes, submittedAt, dueAt, decidedAt: null, decidedBy: null, rejectReason: null, apiKeyId: key.id };
    let id: string;
    let version = 1;
    if (existing) {
      id = existing.id;
      version = existing.version + 1;
      await tx.update(timecards).set({ ...week, version }).where(sql`id = ${id}`);
      await tx.delete(timecardLines).where(sql`timecard_id = ${id}`);
    } else {
      const [row] = await tx
        .insert(timecards)
        .values({
          ...week,
          networkId: key.networkId,
          dealId: request.dealId,
          hospitalId: deal.hospitalId,
          unitId: deal.unitId,
          externalId: request.timecardId,
          weekStart: request.weekStart,
          workedMinutes: 0,
          exceptions: 0,
        })
        .returning({ id: timecards.id });
      if (!row) throw new Error('The timecard was not stored.');
      id = row.id;
    }
    await tx.insert(timecardLines).values(
      request.lines.map((line, position) => ({
        networkId: key.networkId,
        timecardId: id,
        position,
        workDate: line.date,
        startMinute: span(line).startMinute,
        endMinute: span(line).endMinute,
        breakMinutes: line.breakMinutes,
        shiftType: line.shiftType,
        note: line.note ?? null,
      })),
    );
    const facts = await storeWeekTotals(tx, id);
    const exceptions = facts.exceptions.reduce((sum, flags) => sum + flags.length, 0);
    await writeAudit(tx, {
      networkId: key.networkId,
      actorId: null,
      actorDescription: key.name,
      entity: 'timecard',
      entityId: id,
      action: existing ? 'integration_resubmit' : 'integration_submit',
      before: existing ? { status: existing.status, version: existing.version } : undefined,
      after: { externalId: request.externalId, timecardId: request.timecardId, weekStart: request.weekStart, lines: request.lines.length, workedMinutes: facts.workedMinutes, version },
    });
    return { timecardId: id, status: 'Submitted', version, dueAt: dueAt.toISOString(), exceptions };
  });
