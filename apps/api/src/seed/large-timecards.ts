import { seedIdSql } from './ids';
import type { LargeNetwork } from './large-plan';
import { LARGE_SCHEDULE, LARGE_WEEK_LINES_MAX, largeWeekShapes } from './large-week-shapes';

/** Weeks of timecards per current assignment of the largest network: a year of them. */
export const LARGE_TIMECARD_WEEKS = 52;

const literal = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

/** The shapes and their lines as SQL VALUES lists, from the rules the API applies (large-week-shapes.ts). */
const shapesTable = () => {
  const shapes = largeWeekShapes();
  const weeks = shapes.map((s) => `(${literal(s.name)}, ${s.scheduledMinutes}, ${s.workedMinutes}, ${s.overtimeMinutes}, ${s.exceptions})`).join(', ');
  const lines = shapes
    .flatMap((s) =>
      s.lines.map(
        (l) =>
          `(${literal(s.name)}, ${l.position}, ${l.day}, ${l.startOffset}, ${l.endOffset}, ${l.breakMinutes}, ${literal(l.shiftType)}, ${literal(l.note)}, ${l.noShow})`,
      ),
    )
    .join(', ');
  return {
    weeks: `(values ${weeks}) as shapes(shape, scheduled_minutes, worked_minutes, overtime_minutes, exceptions)`,
    lines: `(values ${lines}) as shape_lines(shape, position, day, start_offset, end_offset, break_minutes, shift_type, note, no_show)`,
  };
};

/**
 * The largest network's timecards (issue 36), one statement: for each On Assignment deal (every
 * tenth), the LARGE_TIMECARD_WEEKS weeks before the current one, with their lines. The weeks are
 * counted back from the day the invoices were seeded (the day after the newest), so every invoice
 * line of the last year finds its week's timecard, whenever this runs. Last week's wait for approval
 * (some adjusted), the week before is mostly approved, older ones approved but for a few rejected.
 * A week billed with overtime worked the extra shift that covers it; otherwise a few finish late,
 * skip a break or were adjusted for a no-show. Weeks are sent the Monday after, due two weekdays
 * later (as timecardDueAt counts), decided a day after sending by the network's approver.
 */
export const timecardStatement = (n: LargeNetwork, today: string): string => {
  const assignments = Math.floor(n.deals / 10);
  const { weeks: shapes, lines: shapeLines } = shapesTable();
  const dealId = seedIdSql('deal', String(n.number), '10 * m');
  const approver = seedIdSql('user', String(n.number), '2');
  const weekNumber = `((m - 1) * ${LARGE_TIMECARD_WEEKS} + w)`;
  return `
  with anchor as (
    select date_trunc('week', coalesce(max(invoice_date) + 1, '${today}'::date))::date as monday
    from invoices where network_id = '${n.id}'::uuid
  ),
  billed_overtime as (
    select distinct deal_id, date_trunc('week', week_start)::date as week_start
    from invoice_lines where network_id = '${n.id}'::uuid and overtime_hours > 0
  ),
  drawn as (
    select m, w, d.id as deal_id, d.hospital_id, d.unit_id, a.monday - 7 * w as week_start,
           case when d.shift like 'Night%' then ${19 * 60} else ${7 * 60} end as shift_start,
           (m * 7919 + w * 104729) % 100 as h, (m * 31 + w * 17) % 100 as h2, b.deal_id is not null as overtime
    from generate_series(1, ${assignments}) as m
    cross join generate_series(1, ${LARGE_TIMECARD_WEEKS}) as w
    cross join anchor a
    join deals d on d.id = ${dealId}
    left join billed_overtime b on b.deal_id = d.id and b.week_start = a.monday - 7 * w
  ),
  statused as (
    select drawn.*,
           case when w = 1 then case when h < 85 then 'Submitted' else 'Adjusted' end
                when w = 2 then case when h < 70 then 'Approved' when h < 80 then 'Rejected' else 'Submitted' end
                else case when h < 2 then 'Rejected' else 'Approved' end end as status,
           least((week_start + 7)::timestamp at time zone 'UTC' + make_interval(hours => 8 + h2 % 10), now() - interval '1 hour') as submitted_at
    from drawn
  ),
  weeks as (
    select statused.*,
           case when status = 'Adjusted' then 'noShow' when overtime then 'extra'
                when h2 < 8 then 'late' when h2 < 14 then 'noBreak' when h2 < 16 then 'noShow' else 'plain' end as shape,
           -- Two weekdays later, as timecardDueAt counts: from Thursday or Friday over the weekend, from Saturday to Tuesday.
           submitted_at + make_interval(days => case extract(dow from submitted_at at time zone 'UTC') when 4 then 4 when 5 then 4 when 6 then 3 else 2 end) as due_at
    from statused
  ),
  cards as (
    insert into timecards (id, network_id, deal_id, hospital_id, unit_id, external_id, week_start, status, schedule, scheduled_minutes,
                           worked_minutes, overtime_minutes, exceptions, submitted_at, due_at, decided_at, decided_by, decided_by_name, reject_reason)
    select ${seedIdSql('timecard', String(n.number), weekNumber)}, '${n.id}'::uuid, deal_id, hospital_id, unit_id,
           'TC-' || ${n.number} || '-' || m || '-' || week_start, week_start, status,
           (select jsonb_agg(jsonb_build_object('date', week_start + day, 'startMinute', shift_start, 'endMinute', shift_start + ${LARGE_SCHEDULE.shiftMinutes}) order by day)
            from unnest(array[${LARGE_SCHEDULE.days.join(', ')}]) as day),
           shapes.scheduled_minutes, shapes.worked_minutes, shapes.overtime_minutes, shapes.exceptions, submitted_at, due_at,
           case when status in ('Approved', 'Rejected') then submitted_at + interval '1 day' end,
           case when status in ('Approved', 'Rejected') then ${approver} end,
           case when status in ('Approved', 'Rejected') then 'Bench Approver' end,
           case when status = 'Rejected' then 'Thursday shift is missing; please resend the week.' end
    from weeks join ${shapes} using (shape)
  )
  insert into timecard_lines (id, network_id, timecard_id, position, work_date, start_minute, end_minute, break_minutes, shift_type, note, no_show,
                              original, adjust_reason, adjusted_by_name, adjusted_at)
  select ${seedIdSql('timecardLine', String(n.number), `${weekNumber} * ${LARGE_WEEK_LINES_MAX} + position`)}, '${n.id}'::uuid,
         ${seedIdSql('timecard', String(n.number), weekNumber)}, position, week_start + day, shift_start + start_offset, shift_start + end_offset,
         break_minutes, shift_type, note, no_show,
         case when no_show then jsonb_build_object('startMinute', shift_start + start_offset, 'endMinute', shift_start + end_offset,
                                                   'breakMinutes', break_minutes, 'noShow', false) end,
         case when no_show then 'Did not come in; the unit was told the day before.' end,
         case when no_show then 'Bench Approver' end,
         case when no_show then submitted_at end
  from weeks join ${shapeLines} using (shape)`;
};
