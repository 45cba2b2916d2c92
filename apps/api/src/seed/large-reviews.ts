import { DO_NOT_RETURN_REASONS, DO_NOT_RETURN_SCOPES } from '@portal/domain/evaluations/evaluation-rules';
import { seedIdSql } from './ids';
import type { LargeNetwork } from './large-plan';

/**
 * The largest network's evaluations (issue 34) and interviews (issue 35), so the reports and
 * lists over them have a year of data (docs/decisions/0150-large-seed-timecards.md). Set-based
 * SQL like the rest of the large seed; every value written into it is a constant of this code base.
 */

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** Of the ended assignments (Completed), this share in a hundred was evaluated. */
const EVALUATED_PER_HUNDRED = 75;
/** Of the Ready for Review candidates, this share in a hundred has an open interview. */
const INTERVIEWED_PER_HUNDRED = 10;

/**
 * Evaluations of three in four completed assignments, written by the network's approver one to
 * five days after the end: a quarter Preferred, one in twenty Do not return (confirmed by the admin
 * once a fortnight old, else awaiting confirmation), the rest Eligible.
 */
export const evaluationStatement = (n: LargeNetwork): string => {
  const approver = seedIdSql('user', String(n.number), '2');
  const admin = seedIdSql('user', String(n.number), '1');
  return `
  with ended as (
    select d.id, d.clinician_id, d.hospital_id, d.unit_id, d.end_date, abs(hashtext(d.id::text)) % 100 as h,
           row_number() over (order by d.id) as e
    from deals d
    where d.network_id = '${n.id}'::uuid and d.stage = 'assignment' and d.status = 'Completed Assignment'
  ),
  answered as (
    select ended.*, case when h % 20 = 0 then 'Do not return' when h % 4 = 1 then 'Preferred' else 'Eligible' end as rehire,
           (end_date + 1 + h % 5)::timestamp at time zone 'UTC' + interval '10 hours' as written_at
    from ended where h < ${EVALUATED_PER_HUNDRED}
  )
  insert into clinician_evaluations (id, network_id, deal_id, clinician_id, hospital_id, unit_id, author_id, author_name, clinical_skills,
                                     reliability, teamwork, comment, rehire, do_not_return_reason, do_not_return_details, created_at,
                                     updated_at, do_not_return_status, do_not_return_scope, confirmed_by, confirmed_by_name, confirmed_at)
  select ${seedIdSql('evaluation', String(n.number), 'e')}, '${n.id}'::uuid, id, clinician_id, hospital_id, unit_id, ${approver}, 'Bench Approver',
         case rehire when 'Preferred' then 5 when 'Eligible' then 3 + h % 2 else 2 end,
         case rehire when 'Preferred' then 4 + h % 2 when 'Eligible' then 3 + h % 3 else 1 end,
         case rehire when 'Preferred' then 5 when 'Eligible' then 4 else 3 end,
         case rehire when 'Preferred' then 'Staff asked for this clinician back.' when 'Eligible' then null end,
         rehire,
         case when rehire = 'Do not return' then (${textArray(DO_NOT_RETURN_REASONS)})[1 + h % ${DO_NOT_RETURN_REASONS.length}] end,
         case when rehire = 'Do not return' then 'Missed scheduled shifts without notice.' end,
         written_at, written_at,
         case when rehire <> 'Do not return' then null when written_at < now() - interval '14 days' then 'Confirmed' else 'Awaiting confirmation' end,
         case when rehire = 'Do not return' and written_at < now() - interval '14 days' then (${textArray(DO_NOT_RETURN_SCOPES)})[1 + h % ${DO_NOT_RETURN_SCOPES.length}] end,
         case when rehire = 'Do not return' and written_at < now() - interval '14 days' then ${admin} end,
         case when rehire = 'Do not return' and written_at < now() - interval '14 days' then 'Bench Admin' end,
         case when rehire = 'Do not return' and written_at < now() - interval '14 days' then written_at + interval '2 days' end
  from answered`;
};

/**
 * Open interviews of one in ten Ready for Review candidates (who become Interview Requested, their
 * review clock stopped) and, for history, held ones of one in ten offered candidates. The
 * interviewer and requester is the admin for one in twenty, the approver for three, and a team
 * member otherwise; half are waiting for the provider, a fifth have the provider's other times, the
 * rest are confirmed within the next two weeks, at 10:00 or 14:00 at the hospital.
 */
export const interviewStatements = (n: LargeNetwork): [string, string][] => {
  const id = (counter: string) => seedIdSql('interview', String(n.number), counter);
  const interviewer = `case when h % 20 = 0 then ${seedIdSql('user', String(n.number), '1')} when h % 20 < 4 then ${seedIdSql('user', String(n.number), '2')}
                            else ${seedIdSql('user', String(n.number), `3 + h * 49 % ${4_998}`)} end`;
  const at = (days: string, hour: string) => `((current_date + ${days}) + make_interval(hours => ${hour}))::timestamp at time zone p.time_zone`;
  const picked = (status: string, share: number) => `
    select d.id, d.hospital_id, hs.time_zone, abs(hashtext(d.id::text || 'i')) % 1000 as h, row_number() over (order by d.id) as k
    from deals d join hospitals hs on hs.id = d.hospital_id
    where d.network_id = '${n.id}'::uuid and d.stage = 'candidate' and d.status = '${status}' and abs(hashtext(d.id::text)) % 100 < ${share}`;
  return [
    [
      `open interviews of Ready for Review candidates (one in ${100 / INTERVIEWED_PER_HUNDRED})`,
      `with picked as (${picked('Ready for Review', INTERVIEWED_PER_HUNDRED)}),
       opened as (
         insert into interviews (id, network_id, deal_id, hospital_id, requested_by, interviewer_id, kind, contact, duration_minutes, time_zone,
                                 status, slots, confirmed_start, created_at)
         select ${id('k')}, '${n.id}'::uuid, p.id, p.hospital_id, ${interviewer}, ${interviewer},
                case when h % 2 = 0 then 'video' else 'phone' end,
                case when h % 2 = 0 then 'https://meet.example.test/benchmark-' || k else '+1 303 555 ' || lpad((k % 10000)::text, 4, '0') end,
                (array[15, 30, 45, 60])[1 + h % 4], p.time_zone,
                case when h % 10 < 5 then 'Requested' when h % 10 < 7 then 'Proposed' else 'Confirmed' end,
                case when h % 10 < 7 then array[${at('1 + h % 14', '10')}, ${at('2 + h % 14', '14')}] else '{}'::timestamptz[] end,
                case when h % 10 >= 7 then ${at('1 + h % 14', 'case when h % 2 = 0 then 10 else 14 end')} end,
                now() - make_interval(hours => 1 + h % 72)
         from picked p
         returning deal_id
       )
       update deals set status = 'Interview Requested', version = version + 1 where id in (select deal_id from opened)`,
    ],
    [
      'held interviews of offered candidates (one in ten)',
      `with picked as (${picked('Offered', 10)})
       insert into interviews (id, network_id, deal_id, hospital_id, requested_by, interviewer_id, kind, contact, duration_minutes, time_zone,
                               status, slots, confirmed_start, created_at)
       select ${id(`${1_000_000} + k`)}, '${n.id}'::uuid, p.id, p.hospital_id, ${interviewer}, ${interviewer}, 'video',
              'https://meet.example.test/benchmark-held-' || k, 30, p.time_zone, 'Held', '{}'::timestamptz[],
              ${at('-(3 + h % 60)', '10')}, ${at('-(10 + h % 60)', '9')}
       from picked p`,
    ],
  ];
};
