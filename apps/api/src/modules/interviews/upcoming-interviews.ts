import { sql } from 'drizzle-orm';
import { UPCOMING_INTERVIEWS_MAX, type UpcomingInterview } from '@portal/domain/api/interviews';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { readInterviewsWithCandidate } from '../../lib/interviews/interview-read';
import { oneOf } from '../../lib/sql-helpers';

/**
 * Interviews: the caller's open interviews, as interviewer or requester, at hospitals they see:
 * confirmed ones not yet over by their time, then those waiting for an answer by their first time.
 */
export const upcomingInterviews = async (tx: Tx, visibility: Visibility, actor: Actor): Promise<{ items: UpcomingInterview[] }> => ({
  items: await readInterviewsWithCandidate(
    tx,
    sql`i.network_id = ${visibility.networkId} and (i.interviewer_id = ${actor.userId} or i.requested_by = ${actor.userId})
        and ${visibility.seesEveryHospital ? sql`true` : oneOf(sql`i.hospital_id`, visibility.hospitalIds)}
        and (i.status in ('Requested', 'Proposed') or (i.status = 'Confirmed' and i.confirmed_start + make_interval(mins => i.duration_minutes) > now()))`,
    sql`order by i.status <> 'Confirmed', coalesce(i.confirmed_start, (select min(s) from unnest(i.slots) s)), i.id limit ${UPCOMING_INTERVIEWS_MAX}`,
  ),
});
