import {
  exceptionCount,
  lineExceptions,
  paidMinutes,
  spanMinutes,
  timecardDueAt,
  type ShiftType,
  type TimecardLineFacts,
  type TimecardStatus,
  weekOvertimeMinutes,
} from '@portal/domain/timecards/timecard-rules';
import { timecardLines, timecards, type StoredShift } from '../db/schema/timecards';
import type { Tx } from '../db/tenant';
import type { SeedCalendar } from './dates';
import type { SeededDeal } from './demo-deals';
import type { SeededNetwork } from './demo-tenancy';
import { insertChunks } from './insert-chunks';
import type { Rng } from './prng';

/** Weeks seeded per assignment: the last completed ones, newest waiting for approval. */
const WEEKS = 3;
/** Assignments with timecards per network: enough for every status and exception, few enough for a quick seed. */
const MAX_ASSIGNMENTS = 40;

/** Scheduled weekdays (0 = Monday) and the shift's minutes by contract hours: 3x12, 5x8 or 4x12, each with a 30-minute break. */
const PATTERNS: Record<number, { days: number[]; length: number }> = {
  36: { days: [0, 2, 4], length: 12 * 60 + 30 },
  40: { days: [0, 1, 2, 3, 4], length: 8 * 60 + 30 },
  48: { days: [0, 1, 3, 4], length: 12 * 60 + 30 },
};

const DAY_MS = 86_400_000;
const mondayOnOrBefore = (date: string): string => {
  const time = Date.parse(`${date}T00:00:00Z`);
  const back = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - back * DAY_MS).toISOString().slice(0, 10);
};
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface SeededLine extends TimecardLineFacts {
  shiftType: ShiftType;
  note: string | null;
}

/** The week as worked: the schedule with, now and then, a late finish, a skipped break or an extra shift. */
const workedWeek = (schedule: StoredShift[], weekStart: string, nights: boolean, rng: Rng): SeededLine[] => {
  const lines: SeededLine[] = schedule.map((shift) => ({ ...shift, breakMinutes: 30, noShow: false, shiftType: 'regular', note: null }));
  if (rng.chance(0.3)) {
    const late = rng.pick(lines);
    late.endMinute += 90;
    late.shiftType = 'overtime';
    late.note = 'Stayed for a late admission.';
  }
  if (rng.chance(0.25)) rng.pick(lines).breakMinutes = 0;
  if (rng.chance(0.2)) {
    const taken = new Set(schedule.map((shift) => shift.date));
    const free = [0, 1, 2, 3, 4, 5, 6].map((day) => plusDays(weekStart, day)).filter((date) => !taken.has(date));
    if (free.length > 0) {
      const start = nights ? 19 * 60 : 7 * 60;
      lines.push({ date: rng.pick(free), startMinute: start, endMinute: start + 8 * 60 + 30, breakMinutes: 30, noShow: false, shiftType: 'call-back', note: 'Called in to cover a sick call.' });
    }
  }
  return lines.sort((a, b) => a.date.localeCompare(b.date));
};

/** Older weeks are decided; the newest waits for approval (a few overdue), and a few older ones were rejected or adjusted. */
const statusOf = (weeksAgo: number, rng: Rng): TimecardStatus => {
  if (weeksAgo === 1) return rng.chance(0.15) ? 'Adjusted' : 'Submitted';
  if (weeksAgo === 2) return rng.weighted([['Approved', 70], ['Rejected', 10], ['Submitted', 20]] as const);
  return 'Approved';
};

/**
 * Timecards of the network's current assignments (issue 36): their last completed weeks, from the
 * provider's schedule for their contract hours, each week's totals and exception count worked out
 * with the same rules the API applies.
 */
export const seedTimecards = async (tx: Tx, network: SeededNetwork, seededDeals: readonly SeededDeal[], calendar: SeedCalendar, rng: Rng): Promise<void> => {
  const { spec, newId } = network;
  const weekRows: (typeof timecards.$inferInsert)[] = [];
  const lineRows: (typeof timecardLines.$inferInsert)[] = [];
  const thisMonday = mondayOnOrBefore(calendar.date(0));
  const current = seededDeals.filter((deal) => deal.stage === 'assignment' && deal.status === 'On Assignment').slice(0, MAX_ASSIGNMENTS);
  for (const deal of current) {
    const pattern = PATTERNS[deal.guaranteedHours] ?? PATTERNS[36]!;
    const nights = deal.job.shift.startsWith('Night');
    for (let weeksAgo = WEEKS; weeksAgo >= 1; weeksAgo -= 1) {
      const weekStart = plusDays(thisMonday, -7 * weeksAgo);
      const start = nights ? 19 * 60 : 7 * 60;
      const schedule = pattern.days
        .map((day) => ({ date: plusDays(weekStart, day), startMinute: start, endMinute: start + pattern.length }))
        .filter((shift) => shift.date >= deal.startDate && shift.date <= deal.endDate);
      if (schedule.length === 0) continue;
      const lines = workedWeek(schedule, weekStart, nights, rng).filter((line) => line.date >= deal.startDate && line.date <= deal.endDate);
      const status = statusOf(weeksAgo, rng);
      if (status === 'Adjusted') lines[0]!.noShow = true;
      const exceptions = lineExceptions(lines, schedule, deal.guaranteedHours);
      // Sent the Monday after the week, at a working hour (never after the seed's day began); decided a day later.
      const sent = Date.parse(`${plusDays(weekStart, 7)}T00:00:00Z`) + rng.int(8, 17) * 3_600_000;
      const submittedAt = new Date(Math.min(sent, calendar.at(-0.05).getTime()));
      const decided = status === 'Approved' || status === 'Rejected';
      const id = newId('timecard');
      weekRows.push({
        id,
        networkId: spec.id,
        dealId: deal.id,
        hospitalId: deal.job.hospital.id,
        unitId: deal.job.unit.id,
        externalId: `TC-${deal.id.slice(-6)}-${weekStart}`,
        weekStart,
        status,
        schedule,
        scheduledMinutes: schedule.reduce((sum, shift) => sum + spanMinutes(shift), 0),
        workedMinutes: lines.reduce((sum, line) => sum + paidMinutes(line), 0),
        overtimeMinutes: weekOvertimeMinutes(lines, schedule),
        exceptions: exceptionCount(exceptions),
        submittedAt,
        dueAt: timecardDueAt(submittedAt),
        decidedAt: decided ? new Date(submittedAt.getTime() + DAY_MS) : null,
        decidedByName: decided ? 'Unit Manager' : null,
        rejectReason: status === 'Rejected' ? 'Thursday shift is missing; please resend the week.' : null,
      });
      lines.forEach((line, position) =>
        lineRows.push({
          id: newId('timecardLine'),
          networkId: spec.id,
          timecardId: id,
          position,
          workDate: line.date,
          startMinute: line.startMinute,
          endMinute: line.endMinute,
          breakMinutes: line.breakMinutes,
          shiftType: line.shiftType,
          note: line.note,
          noShow: line.noShow,
          ...(line.noShow
            ? { original: { startMinute: line.startMinute, endMinute: line.endMinute, breakMinutes: line.breakMinutes, noShow: false }, adjustReason: 'Did not come in; the unit was told the day before.', adjustedByName: 'Unit Manager', adjustedAt: submittedAt }
            : {}),
        }),
      );
    }
  }
  await insertChunks(tx, timecards, weekRows);
  await insertChunks(tx, timecardLines, lineRows);
};
