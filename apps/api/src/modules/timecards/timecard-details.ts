import { sql } from 'drizzle-orm';
import { allows } from '@portal/domain/access/access-rule';
import type { TimecardDetails, TimecardListItem } from '@portal/domain/api/timecards';
import { clockText, isPendingTimecard, MINUTES_IN_DAY, paidMinutes, TIMECARD_DECIDE } from '@portal/domain/timecards/timecard-rules';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { firstRow, isoTime, oneOf, rowsOf } from '../../lib/sql-helpers';
import { readWeekFacts } from '../../lib/timecard-totals';
import { TIMECARD_COLUMNS } from './timecard-list-page';

export const TIMECARD_NOT_FOUND = 'Timecard not found.';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be a week's is answered like a foreign one, before any query. */
export const isTimecardId = (id: string): boolean => GUID.test(id);

interface WeekRow extends TimecardListItem {
  rejectReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

interface LineRow {
  id: string;
  shiftType: TimecardDetails['lines'][number]['shiftType'];
  note: string | null;
  original: { startMinute: number; endMinute: number; breakMinutes: number; noShow: boolean } | null;
  adjustReason: string | null;
  adjustedBy: string | null;
  adjustedAt: string | null;
}

const times = (span: { startMinute: number; endMinute: number; breakMinutes: number; noShow: boolean }) => ({
  start: clockText(span.startMinute),
  end: clockText(span.endMinute),
  overnight: span.endMinute > MINUTES_IN_DAY,
  breakMinutes: span.breakMinutes,
  noShow: span.noShow,
});

/** One week of a visible hospital with its lines, their exceptions and adjustments; another's is not found. */
export const loadTimecardDetails = async (tx: Tx, visibility: Visibility, actor: Actor, id: string): Promise<TimecardDetails> => {
  if (!isTimecardId(id)) throw notFound(TIMECARD_NOT_FOUND);
  const week = firstRow<WeekRow>(
    await tx.execute(sql`
      with page as (select ${id}::uuid as id)
      select ${TIMECARD_COLUMNS}, t.reject_reason as "rejectReason", ${isoTime(sql`t.decided_at`)} as "decidedAt",
             t.decided_by_name as "decidedBy"
      from page join timecards t on t.id = page.id join deals d on d.id = t.deal_id join clinicians c on c.id = d.clinician_id
        join hospitals h on h.id = t.hospital_id join units u on u.id = t.unit_id
      where ${oneOf(sql`t.hospital_id`, visibility.hospitalIds)}`),
  );
  if (!week) throw notFound(TIMECARD_NOT_FOUND);
  const facts = await readWeekFacts(tx, id);
  const extra = new Map(
    rowsOf<LineRow>(
      await tx.execute(sql`
        select l.id, l.shift_type as "shiftType", l.note, l.original, l.adjust_reason as "adjustReason",
 l.adjusted_by_name as "adjustedBy", ${isoTime(sql`l.adjusted_at`)} as "adjustedAt"
        from timecard_lines l where l.timecard_id = ${id}`),
    ).map((row) => [row.id, row]),
  );
  return {
    ...week,
    decidedAt: week.decidedAt ?? null,
    lines: facts.lines.map((line, index) => {
      const more = extra.get(line.id)!;
      return {
        id: line.id,
        date: line.date,
        ...times(line),
        shiftType: more.shiftType,
        note: more.note,
        paidMinutes: paidMinutes(line),
        exceptions: facts.exceptions[index] ?? [],
        adjustment:
          more.original && more.adjustReason && more.adjustedAt
            ? { reason: more.adjustReason, by: more.adjustedBy ?? '', at: more.adjustedAt, original: times(more.original) }
            : null,
      };
    }),
    schedule: facts.schedule.map((shift) => ({ date: shift.date, start: clockText(shift.startMinute), end: clockText(shift.endMinute), overnight: shift.endMinute > MINUTES_IN_DAY })),
    canDecide: isPendingTimecard(week.status) && allows(actor.access, TIMECARD_DECIDE),
  };
};
