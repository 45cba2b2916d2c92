import { sql } from 'drizzle-orm';
import { exceptionCount, lineExceptions, paidMinutes, weekOvertimeMinutes, type LineException, type TypedLineFacts } from '@portal/domain/timecards/timecard-rules';
import type { StoredShift } from '../db/schema/timecards';
import type { Tx } from '../db/tenant';
import { firstRow, rowsOf } from './sql-helpers';

export interface StoredLine extends TypedLineFacts {
  id: string;
}

export interface WeekFacts {
  lines: StoredLine[];
  schedule: StoredShift[];
  contractHours: number | null;
  exceptions: LineException[][];
  workedMinutes: number;
  overtimeMinutes: number;
}

/**
 * A week's lines in order with their exceptions and paid total, read in the caller's transaction.
 * Both the provider's submission (integration module) and the approver's adjustment (timecards
 * module) recompute a week through it, so the list's totals and the details' flags never disagree.
 */
export const readWeekFacts = async (tx: Tx, timecardId: string): Promise<WeekFacts> => {
  const week = firstRow<{ schedule: StoredShift[]; contractHours: number | null }>(
    await tx.execute(sql`
      select t.schedule, d.guaranteed_hours as "contractHours"
      from timecards t join deals d on d.id = t.deal_id where t.id = ${timecardId}`),
  );
  const lines = rowsOf<StoredLine>(
    await tx.execute(sql`
      select id, to_char(work_date, 'YYYY-MM-DD') as "date", start_minute as "startMinute", end_minute as "endMinute",
             break_minutes as "breakMinutes", no_show as "noShow", shift_type as "shiftType"
      from timecard_lines where timecard_id = ${timecardId} order by position`),
  );
  const schedule = week?.schedule ?? [];
  const contractHours = week?.contractHours ?? null;
  const exceptions = lineExceptions(lines, schedule, contractHours);
  return {
    lines,
    schedule,
    contractHours,
    exceptions,
    workedMinutes: lines.reduce((sum, line) => sum + paidMinutes(line), 0),
    overtimeMinutes: weekOvertimeMinutes(lines, schedule),
  };
};

/** Writes the week's paid total, overtime and exception count beside it, for the list and the hours report. */
export const storeWeekTotals = async (tx: Tx, timecardId: string): Promise<WeekFacts> => {
  const facts = await readWeekFacts(tx, timecardId);
  await tx.execute(sql`
    update timecards set worked_minutes = ${facts.workedMinutes}, overtime_minutes = ${facts.overtimeMinutes}, exceptions = ${exceptionCount(facts.exceptions)}
    where id = ${timecardId}`);
  return facts;
};
