import { sql } from 'drizzle-orm';
import type { JobReplacementDraft } from '@portal/domain/api/replacements';
import { dayAfter } from '@portal/domain/deals/extension-form';
import { REPLACEMENT_REASON, replacementNotes } from '@portal/domain/jobs/replacement-rules';
import { EXTENSION_WEEKS_MAX } from '@portal/domain/api/assignment-details';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { checkReplaceable } from '../../lib/replacement-state';
import { firstRow } from '../../lib/sql-helpers';
import { dealIdFromRoute, findVisibleAssignment } from './find-assignment';

const DAYS_PER_WEEK = 7;

/**
 * The Add Job form as the assignment fills it (docs/decisions/0161-replace-an-ending-assignment.md):
 * the lookups of the job it was hired for, else those named as the assignment names them; the
 * duration of that job, else the assignment's own length in whole weeks (1 to 26).
 */
export const replacementDraft = async (tx: Tx, visibility: Visibility, routeId: string): Promise<JobReplacementDraft> => {
  const deal = await findVisibleAssignment(tx, visibility, dealIdFromRoute(routeId));
  await checkReplaceable(tx, deal.id);
  const row = firstRow<{ titleId: number | null; shiftId: number | null; shiftLengthId: number | null; durationWeeks: number | null; days: number }>(
    await tx.execute(sql`
      select coalesce(j.title_id, (select t.id from titles t where t.name = d.title limit 1)) as "titleId",
             coalesce(j.shift_id, (select s.id from shifts s where s.name = d.shift limit 1)) as "shiftId",
             j.shift_length_id as "shiftLengthId", j.duration_weeks as "durationWeeks",
             (d.end_date - d.start_date + 1) as days
      from deals d left join job_postings j on j.id = d.job_id
      where d.id = ${deal.id}`),
  );
  const weeks = row?.durationWeeks ?? Math.round((row?.days ?? DAYS_PER_WEEK) / DAYS_PER_WEEK);
  return {
    replacesAssignmentId: deal.id,
    hospitalId: deal.hospitalId,
    unitId: deal.unitId,
    jobTitleId: row?.titleId ?? null,
    shiftId: row?.shiftId ?? null,
    shiftLengthId: row?.shiftLengthId ?? null,
    reasonRequest: REPLACEMENT_REASON,
    availablePositions: 1,
    duration: Math.min(EXTENSION_WEEKS_MAX, Math.max(1, weeks)),
    startDate: dayAfter(deal.endDate),
    notes: replacementNotes(deal.endDate),
  };
};
