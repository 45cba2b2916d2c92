import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { submitIntegrationCandidate, type SubmitCandidateRequest, type SubmitCandidateResponse } from '@portal/domain/api/integration';
import { ONBOARDING_SYSTEMS } from '@portal/domain/deals/statuses';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { notifyUsersWhoCan } from '../../lib/notify-users-who-can';
import { firstRow } from '../../lib/sql-helpers';
import type { IntegrationKey } from '../../context/api-key-auth';
import { onceForExternalId } from './integration-requests';

type ValidRequest = z.output<typeof SubmitCandidateRequest>;

const READY_FOR_REVIEW = 'Ready for Review';
/** The audit entity of candidate events (the candidate's History lists them). */
const CANDIDATE_AUDIT_ENTITY = 'candidate';

interface JobRow {
  id: string;
  hospitalId: string;
  hospitalName: string;
  unitId: string;
  title: string;
  shift: string;
  startDate: string;
  endDate: string;
  billRate: string | null;
}

/** The job by the number the portal shows; row-level security keeps it to the key's network, so another network's job is not found. */
const findJob = async (tx: Tx, jobNumber: string): Promise<JobRow> => {
  const job = firstRow<JobRow>(
    await tx.execute(sql`
      select jp.id, jp.hospital_id as "hospitalId", h.name as "hospitalName", jp.unit_id as "unitId", t.name as "title", s.name as "shift",
             greatest(jp.start_date, current_date)::text as "startDate",
             (greatest(jp.start_date, current_date) + jp.duration_weeks * 7 - 1)::text as "endDate", jp.bill_rate as "billRate"
      from job_postings jp join hospitals h on h.id = jp.hospital_id join titles t on t.id = jp.title_id join shifts s on s.id = jp.shift_id
      where jp.external_id = ${jobNumber}`),
  );
  if (!job) throw notFound(`Job ${jobNumber} not found.`);
  return job;
};

/** Creates the clinician by the provider's id, or brings their details up to date. */
const upsertClinician = async (tx: Tx, networkId: string, clinician: ValidRequest['clinician']): Promise<string> => {
  const row = firstRow<{ id: string }>(
    await tx.execute(sql`
      insert into clinicians (network_id, external_id, first_name, last_name, email, phone_number, years_of_experience, primary_skill, onboarding_system_id)
      values (${networkId}, ${clinician.externalId}, ${clinician.firstName}, ${clinician.lastName}, ${clinician.email},
              ${clinician.phoneNumber ?? null}, ${clinician.yearsOfExperience ?? null}, ${clinician.primarySkill ?? null}, ${ONBOARDING_SYSTEMS.newer})
      on conflict (network_id, external_id) do update set
        first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
        phone_number = coalesce(excluded.phone_number, clinicians.phone_number),
        years_of_experience = coalesce(excluded.years_of_experience, clinicians.years_of_experience),
        primary_skill = coalesce(excluded.primary_skill, clinicians.primary_skill)
      returning id`),
  );
  if (!row) throw new Error('The clinician was not stored.');
  return row.id;
};

/**
 * A provider submits a clinician to a job: the clinician is created or updated by their external
 * id, a candidate deal Ready for Review is created for the job's dates, the submission is audited
 * under the key's name, and the users who can review candidates at that hospital are notified, as
 * a submission by the provider's staff would. A replay of the same externalId answers the first.
 */
export const submitCandidate = (tx: Tx, key: IntegrationKey, request: ValidRequest): Promise<SubmitCandidateResponse> =>
  onceForExternalId(tx, { key, callName: submitIntegrationCandidate.name, externalId: request.externalId }, async () => {
    const job = await findJob(tx, request.jobId);
    const clinicianId = await upsertClinician(tx, key.networkId, request.clinician);
    const deal = firstRow<{ id: string; submittedAt: string }>(
      await tx.execute(sql`
        insert into deals (network_id, clinician_id, job_id, hospital_id, unit_id, stage, status, title, shift, start_date, end_date, bill_rate, submitted_at)
        values (${key.networkId}, ${clinicianId}, ${job.id}, ${job.hospitalId}, ${job.unitId}, 'candidate', ${READY_FOR_REVIEW},
                ${job.title}, ${job.shift}, ${job.startDate}::date, ${job.endDate}::date, ${job.billRate}, now())
        returning id, to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedAt"`),
    );
    if (!deal) throw new Error('The candidate was not stored.');
    const name = `${request.clinician.firstName} ${request.clinician.lastName}`;
    await writeAudit(tx, {
      networkId: key.networkId,
      actorId: null,
      actorDescription: key.name,
      entity: CANDIDATE_AUDIT_ENTITY,
      entityId: deal.id,
      action: 'integration_submit',
      after: { externalId: request.externalId, jobId: request.jobId, clinicianExternalId: request.clinician.externalId },
    });
    await notifyUsersWhoCan(tx, {
      networkId: key.networkId,
      hospitalId: job.hospitalId,
      privilege: 'ApproveCandidates',
      subType: 'ReadyForReview',
      dealId: deal.id,
      text: `${name} is ready for review for ${job.title} at ${job.hospitalName}.`,
    });
    return { dealId: deal.id, clinicianId, candidateStatus: READY_FOR_REVIEW, submittedAt: deal.submittedAt };
  });
