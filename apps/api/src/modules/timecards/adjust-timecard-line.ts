import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdjustTimecardLineRequest, DecideTimecardResponse } from '@portal/domain/api/timecards';
import { breakRefusals, clockText, minuteOfClock, MINUTES_IN_DAY, timecardRefusals } from '@portal/domain/timecards/timecard-rules';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../../http-errors';
import { recordIntegrationEvent } from '../../lib/record-integration-event';
import { firstRow } from '../../lib/sql-helpers';
import { readWeekFacts, storeWeekTotals } from '../../lib/timecard-totals';
import { isTimecardId } from './timecard-details';
import { lockPendingWeek } from './decide-timecard';

type ValidRequest = z.output<typeof AdjustTimecardLineRequest>;
const LINE_NOT_FOUND = 'Timecard line not found.';

const figures = (line: { startMinute: number; endMinute: number; breakMinutes: number; noShow: boolean }) => ({
  start: clockText(line.startMinute),
  end: clockText(line.endMinute),
  breakMinutes: line.breakMinutes,
  noShow: line.noShow,
});

/**
 * Changes one line of a week waiting for approval, with a reason: the week reads Adjusted, its
 * totals and exceptions are recomputed, the provider's own figures are kept once (a second
 * adjustment keeps the first original), and the provider is offered both figures in the events feed.
 * The changed line must still fit the week, the assignment and its neighbours (400 otherwise).
 */
export const adjustLine = async (tx: Tx, visibility: Visibility, actor: Actor, id: string, lineId: string, request: ValidRequest): Promise<DecideTimecardResponse> => {
  const week = await lockPendingWeek(tx, visibility, id, request.version);
  if (!isTimecardId(lineId)) throw notFound(LINE_NOT_FOUND);
  const before = await readWeekFacts(tx, week.id);
  const index = before.lines.findIndex((line) => line.id === lineId);
  const line = before.lines[index];
  if (!line) throw notFound(LINE_NOT_FOUND);
  const changed = {
    ...line,
    startMinute: minuteOfClock(request.start),
    endMinute: minuteOfClock(request.end) + (request.overnight ? MINUTES_IN_DAY : 0),
    breakMinutes: request.breakMinutes,
    noShow: request.noShow,
  };
  const deal = firstRow<{ startDate: string; endDate: string }>(
    await tx.execute(sql`select to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate" from deals where id = ${week.dealId}`),
  );
  const bounds = { weekStart: week.weekStart, assignmentStart: deal?.startDate ?? week.weekStart, assignmentEnd: deal?.endDate ?? week.weekStart };
  const overlapped = changed.noShow
    ? []
    : before.lines.filter((other) => other.id !== lineId && !other.noShow && timecardRefusals([changed, other], bounds).some((text) => text.includes('overlaps')));
  const refusals = [
    ...timecardRefusals([changed], bounds).map((text) => text.replace('Line 1', 'This line')),
    ...overlapped.map((other) => `This line overlaps the shift of ${other.date} ${clockText(other.startMinute)}-${clockText(other.endMinute)}.`),
    ...(changed.noShow ? [] : breakRefusals([changed]).map((text) => text.replace('Line 1', 'This line'))),
  ];
  if (refusals.length > 0) throw badRequest(refusals.join(' '));

  await tx.execute(sql`
    update timecard_lines set start_minute = ${changed.startMinute}, end_minute = ${changed.endMinute}, break_minutes = ${changed.breakMinutes},
           no_show = ${changed.noShow}, original = coalesce(original, ${JSON.stringify({ startMinute: line.startMinute, endMinute: line.endMinute, breakMinutes: line.breakMinutes, noShow: line.noShow })}::jsonb),
           adjust_reason = ${request.reason}, adjusted_by = ${actor.userId}, adjusted_by_name = ${actor.name}, adjusted_at = now()
    where id = ${lineId}`);
  const updated = firstRow<{ version: number }>(await tx.execute(sql`update timecards set status = 'Adjusted', version = version + 1 where id = ${week.id} returning version`));
  if (!updated) throw new Error(`Timecard ${week.id} vanished while locked`);
  const after = await storeWeekTotals(tx, week.id);
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'timecard',
    entityId: week.id,
    action: 'timecard_adjust_line',
    before: { status: week.status, version: week.version, line: { id: lineId, ...figures(line) }, workedMinutes: before.workedMinutes },
    after: { status: 'Adjusted', version: updated.version, line: { id: lineId, ...figures(changed) }, workedMinutes: after.workedMinutes, reason: request.reason },
    onBehalfOf: actor.onBehalfOf,
  });
  await recordIntegrationEvent(tx, {
    networkId: visibility.networkId,
    type: 'TimecardLineAdjusted',
    entity: 'timecard',
    entityId: week.id,
    data: { timecardId: week.externalId, dealId: week.dealId, weekStart: week.weekStart, date: line.date, before: figures(line), after: figures(changed), reason: request.reason },
  });
  return { id: week.id, status: 'Adjusted', version: updated.version };
};
