import { sql, type SQL } from 'drizzle-orm';
import type { Interview, UpcomingInterview } from '@portal/domain/api/interviews';
import type { Tx } from '../../db/tenant';
import { firstRow, rowsOf } from '../sql-helpers';

/** An instant as the hospital's clock reads it, to the minute: '2026-12-01T10:30'. */
export const localTime = (instant: SQL, timeZone: SQL) => sql`to_char((${instant}) at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;
const isoInstant = (instant: SQL) => sql`to_char((${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** An internal user (the provider's support) requested it: tenants cannot read internal users. */
const INTERNAL_REQUESTER = 'Provider support';

/** The Interview answer of one row `i`, with the people's names and each time in both forms. */
const INTERVIEW_COLUMNS = sql`
  i.id, i.deal_id as "dealId", i.status, i.kind, i.contact, i.duration_minutes as "durationMinutes", i.time_zone as "timeZone",
  json_build_object('id', iv.id, 'name', iv.first_name || ' ' || iv.last_name) as interviewer,
  json_build_object('id', i.requested_by, 'name', coalesce(rq.first_name || ' ' || rq.last_name, ${INTERNAL_REQUESTER}::text)) as "requestedBy",
  coalesce((select json_agg(json_build_object('start', ${isoInstant(sql`s.at`)}, 'local', ${localTime(sql`s.at`, sql`i.time_zone`)}) order by s.at)
            from unnest(i.slots) s(at)), '[]'::json) as slots,
  case when i.confirmed_start is null then null
       else json_build_object('start', ${isoInstant(sql`i.confirmed_start`)}, 'local', ${localTime(sql`i.confirmed_start`, sql`i.time_zone`)}) end as confirmed,
  i.reason, i.version`;

const FROM = sql`interviews i join users iv on iv.id = i.interviewer_id left join users rq on rq.id = i.requested_by`;

/**
 * The interviews of the rows `where` picks (over `interviews i` alone), with the candidate, title and
 * hospital, in the order and number asked. The rows are picked and cut to the number first, so only
 * those get their people, deal and candidate (docs/decisions/0151-timecard-and-interview-benchmarks.md).
 */
export const readInterviewsWithCandidate = async (tx: Tx, where: SQL, orderAndLimit: SQL): Promise<UpcomingInterview[]> =>
  rowsOf<UpcomingInterview>(
    await tx.execute(sql`
      select ${INTERVIEW_COLUMNS}, c.first_name || ' ' || c.last_name as "candidateName", d.title, h.name as hospital
      from (select i.* from interviews i where ${where} ${orderAndLimit}) i
      join users iv on iv.id = i.interviewer_id left join users rq on rq.id = i.requested_by
      join deals d on d.id = i.deal_id join clinicians c on c.id = d.clinician_id join hospitals h on h.id = i.hospital_id
      ${orderAndLimit}`),
  );

export const readInterview = async (tx: Tx, interviewId: string): Promise<Interview | undefined> =>
  firstRow<Interview>(await tx.execute(sql`select ${INTERVIEW_COLUMNS} from ${FROM} where i.id = ${interviewId}`));

/** The candidate's open interview (at most one: a unique index says so). */
export const readOpenInterview = async (tx: Tx, dealId: string): Promise<Interview | undefined> =>
  firstRow<Interview>(
    await tx.execute(sql`select ${INTERVIEW_COLUMNS} from ${FROM} where i.deal_id = ${dealId} and i.status in ('Requested', 'Proposed', 'Confirmed')`),
  );
