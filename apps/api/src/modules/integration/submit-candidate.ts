import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { submitIntegrationCandidate, type SubmitCandidateRequest, type SubmitCandidateResponse } from '@portal/domain/api/integration';
import { ONBOARDING_SYSTEMS } from '@portal/domain/deals/statuses';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import { executeBuiltOnce } from '../../db/prepared';
import type { InTenantHolding } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { alertIfUncovered, routedEventColumns, routedEventCtes, type RoutedEvent } from '../../lib/notify-users-who-can';
import { firstRow } from '../../lib/sql-helpers';
import type { IntegrationKey } from '../../context/api-key-auth';
import { externalIdLock } from './integration-requests';

type ValidRequest = z.output<typeof SubmitCandidateRequest>;

const READY_FOR_REVIEW = 'Ready for Review';
const READY_FOR_REVIEW_KIND: NotificationKind = 'ReadyForReview';
/** The audit entity of candidate events (the candidate's History lists them). */
const CANDIDATE_AUDIT_ENTITY = 'candidate';

interface StoredSubmission {
  /** The answer of an earlier call with the same externalId: then nothing else was read or written. */
  earlier: SubmitCandidateResponse | null;
  dealId: string | null;
  clinicianId: string;
  submittedAt: string;
  /** The routing's audience and unit: null when nothing was written. */
  audience: RoutedEvent['audience'] | null;
  unitId: string | null;
}

const value = (name: string) => sql.placeholder(name);

/**
 * The whole submission in one statement (each round trip cost more than its SQL), under the external
 * id's lock, which the transaction holds from BEGIN: the answer of an earlier call with the same
 * externalId, or else the job by the number the portal shows (row-level security keeps it to the
 * key's network, so another network's job is not found), the clinician created by the provider's id
 * or brought up to date, the candidate deal for the job's dates, its audit entry under the key's name,
 * the record of the answer that a replay returns (as integration-requests.ts records it for the
 * other calls), and the notification event of the users responsible for the job's unit
 * (routedEventCtes; the unit comes from the job, as the new deal is not visible to the statement's
 * own reads). Without the job nothing is written and the row's dealId is null.
 */
const storeSubmission = () => sql`
  with earlier as (
    select response from integration_requests
    where network_id = ${value('networkId')}::uuid and call_name = ${value('callName')}::text and external_id = ${value('externalId')}::text
  ),
  job as (
    select jp.id, jp.hospital_id, h.name as hospital_name, jp.unit_id, t.name as title, s.name as shift,
           greatest(jp.start_date, current_date) as start_date, jp.duration_weeks, jp.bill_rate
    from job_postings jp join hospitals h on h.id = jp.hospital_id join titles t on t.id = jp.title_id join shifts s on s.id = jp.shift_id
    where jp.external_id = ${value('jobNumber')} and not exists (select 1 from earlier)
  ),
  clinician as (
    insert into clinicians (network_id, external_id, first_name, last_name, email, phone_number, years_of_experience, primary_skill, onboarding_system_id)
    select ${value('networkId')}::uuid, ${value('clinicianExternalId')}::text, ${value('firstName')}::text, ${value('lastName')}::text, ${value('email')}::text,
           ${value('phoneNumber')}::text, ${value('yearsOfExperience')}::smallint, ${value('primarySkill')}::text, ${value('onboardingSystemId')}::int
    from job
    on conflict (network_id, external_id) do update set
      first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
      phone_number = coalesce(excluded.phone_number, clinicians.phone_number),
      years_of_experience = coalesce(excluded.years_of_experience, clinicians.years_of_experience),
      primary_skill = coalesce(excluded.primary_skill, clinicians.primary_skill)
    returning id
  ),
  deal as (
    insert into deals (network_id, clinician_id, job_id, hospital_id, unit_id, stage, status, title, shift, start_date, end_date, bill_rate, submitted_at)
    select ${value('networkId')}::uuid, c.id, j.id, j.hospital_id, j.unit_id, 'candidate', ${READY_FOR_REVIEW}::text,
           j.title, j.shift, j.start_date, j.start_date + j.duration_weeks * 7 - 1, j.bill_rate, now()
    from job j cross join clinician c
    returning id, clinician_id, to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as submitted_at
  ),
  audit as (
    insert into audit_log (network_id, actor_id, actor_description, entity, entity_id, action, after)
    select ${value('networkId')}::uuid, null, ${value('keyName')}::text, ${CANDIDATE_AUDIT_ENTITY}::text, d.id::text, 'integration_submit',
           jsonb_build_object('externalId', ${value('externalId')}::text, 'jobId', ${value('jobNumber')}::text, 'clinicianExternalId', ${value('clinicianExternalId')}::text)
    from deal d
  ),
  recorded as (
    insert into integration_requests (network_id, call_name, external_id, api_key_id, response)
    select ${value('networkId')}::uuid, ${value('callName')}::text, ${value('externalId')}::text, ${value('keyId')}::uuid,
           jsonb_build_object('dealId', d.id, 'clinicianId', d.clinician_id, 'candidateStatus', ${READY_FOR_REVIEW}::text, 'submittedAt', d.submitted_at)
    from deal d
  ),
  ${routedEventCtes(
    'ApproveCandidates',
    {
      networkId: sql`${value('networkId')}::uuid`,
      hospitalId: sql`(select hospital_id from job)`,
      unitId: sql`(select unit_id from job)`,
      dealId: sql`(select id from deal)`,
      text: sql`format('%s %s is ready for review for %s at %s.', ${value('firstName')}::text, ${value('lastName')}::text, (select title from job), (select hospital_name from job))`,
      subType: sql`${READY_FOR_REVIEW_KIND}::text`,
    },
    sql`exists (select 1 from deal)`,
  )}
  select (select response from earlier) as earlier, d.id as "dealId", d.clinician_id as "clinicianId", d.submitted_at as "submittedAt",
         ${routedEventColumns}
  from (select 1) one left join deal d on true left join routed r on true`;

/**
 * A provider submits a clinician to a job: the clinician is created or updated by their external
 * id, a candidate deal Ready for Review is created for the job's dates, the submission is audited
 * under the key's name, and the users responsible for reviewing candidates of that unit are told, as
 * a submission by the provider's staff would. A replay of the same externalId answers the first.
 */
export const submitCandidate = (inTenantHolding: InTenantHolding, key: IntegrationKey, request: ValidRequest): Promise<SubmitCandidateResponse> => {
  const call = { key, callName: submitIntegrationCandidate.name, externalId: request.externalId };
  return inTenantHolding(externalIdLock(call), async (tx) => {
    const { clinician } = request;
    const stored = firstRow<StoredSubmission>(
      await executeBuiltOnce(tx, 'integration_submit_candidate', storeSubmission, {
        callName: call.callName,
        keyId: key.id,
        jobNumber: request.jobId,
        networkId: key.networkId,
        keyName: key.name,
        externalId: request.externalId,
        clinicianExternalId: clinician.externalId,
        firstName: clinician.firstName,
        lastName: clinician.lastName,
        email: clinician.email,
        phoneNumber: clinician.phoneNumber ?? null,
        yearsOfExperience: clinician.yearsOfExperience ?? null,
        primarySkill: clinician.primarySkill ?? null,
        onboardingSystemId: ONBOARDING_SYSTEMS.newer,
      }),
    );
    if (stored?.earlier) return stored.earlier;
    if (!stored?.dealId) throw notFound(`Job ${request.jobId} not found.`);
    if (stored.audience) await alertIfUncovered(tx, key.networkId, { audience: stored.audience, unitId: stored.unitId });
    return { dealId: stored.dealId, clinicianId: stored.clinicianId, candidateStatus: READY_FOR_REVIEW, submittedAt: stored.submittedAt };
  });
};
