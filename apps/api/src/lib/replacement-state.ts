import { sql, type SQL } from 'drizzle-orm';
import {
  REPLACE_WINDOW_DAYS,
  REPLACEABLE_STATUSES,
  REPLACEMENT_ALREADY,
  REPLACEMENT_EXTENSION_IN_PROGRESS,
  REPLACEMENT_NOT_ENDING,
  REPLACING_JOB_STATUSES,
} from '@portal/domain/jobs/replacement-rules';
import { ASSIGNMENT_NOT_FOUND } from '@portal/domain/messages';
import type { Visibility } from '../context/visibility';
import type { Tx } from '../db/tenant';
import { conflict, notFound } from '../http-errors';
import { firstRow, oneOf, rowsOf } from './sql-helpers';

// What makes an assignment replaceable, read by the assignment's Replace, by AddJob's
// replacesAssignmentId and by the dashboard's gaps alike
// (docs/decisions/0161-replace-an-ending-assignment.md). Each takes the deal's alias.

const ending = (d: SQL): SQL =>
  sql`${d}.stage = 'assignment' and ${oneOf(sql`${d}.status`, REPLACEABLE_STATUSES)}
    and ${d}.end_date between current_date and current_date + ${REPLACE_WINDOW_DAYS}::int`;

/** An extension requested and not yet answered; Extension Offered, the other half, is a status `ending` leaves out. */
const extending = (d: SQL): SQL => sql`exists (select 1 from extension_requests e where e.deal_id = ${d}.id and e.is_active)`;

/** A job posting replaces it and still asks for clinicians or found them. */
const replaced = (d: SQL): SQL =>
  sql`exists (select 1 from job_replacements r join job_postings j on j.id = r.job_id
    where r.deal_id = ${d}.id and ${oneOf(sql`j.posting_status`, REPLACING_JOB_STATUSES)})`;

/** The deal `d` ends within the window with neither an extension in progress nor a replacement. */
export const unreplacedEnding = (d: SQL): SQL => sql`(${ending(d)} and not ${extending(d)} and not ${replaced(d)})`;

/** 409 with the reason when the visible assignment `dealId` may not be replaced now. */
export const checkReplaceable = async (tx: Tx, dealId: string): Promise<void> => {
  const d = sql`d`;
  const state = firstRow<{ ending: boolean; extending: boolean; replaced: boolean }>(
    await tx.execute(
      sql`select ${ending(d)} as ending, ${extending(d)} as extending, ${replaced(d)} as replaced from deals d where d.id = ${dealId}`,
    ),
  );
  if (!state?.ending) throw conflict(REPLACEMENT_NOT_ENDING);
  if (state.extending) throw conflict(REPLACEMENT_EXTENSION_IN_PROGRESS);
  if (state.replaced) throw conflict(REPLACEMENT_ALREADY);
};

/**
 * The visible assignment a new job replaces, locked so two replacements of it run one after the
 * other, and checked replaceable: 404 as its details for one the user does not see, 409 otherwise.
 */
export const lockReplaceableAssignment = async (tx: Tx, visibility: Visibility, dealId: string): Promise<{ hospitalId: string }> => {
  const [deal] = rowsOf<{ hospitalId: string }>(
    await tx.execute(sql`select d.hospital_id as "hospitalId" from deals d
      where d.id = ${dealId} and d.network_id = ${visibility.networkId} and d.stage = 'assignment' and ${oneOf(sql`d.hospital_id`, visibility.hospitalIds)}
      for update`),
  );
  if (!deal) throw notFound(ASSIGNMENT_NOT_FOUND);
  await checkReplaceable(tx, dealId);
  return deal;
};
