import { sql } from 'drizzle-orm';
import { callPath } from '@portal/domain/api/call';
import { createApiKey, submitIntegrationCandidate, type CreateApiKeyResponse, type SubmitCandidateResponse } from '@portal/domain/api/integration';
import { rowsOf } from './demo-records';
import { DEMO, type TestApp } from './test-app';

/** A provider's key of `networkId`, created by the MSP Admin through the API. */
export const createKeyIn = async (t: TestApp, networkId: string, name: string): Promise<CreateApiKeyResponse> => {
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': networkId }, payload: { name } });
  if (res.statusCode !== 201) throw new Error(`creating an API key answered ${res.statusCode}: ${res.body}`);
  return res.json<CreateApiKeyResponse>();
};

/** An active job of a unit: what a provider submits to, and what its notification is written from. */
export interface UnitJob {
  externalId: string;
  unitId: string;
  hospitalId: string;
  title: string;
  hospitalName: string;
}

/**
 * Active jobs of `networkId`, one per unit, of the units of one hospital that `email` sees and that
 * has at least `units` units with an active job.
 */
export const activeJobsOfUnits = (t: TestApp, networkId: string, email: string, units: number): Promise<UnitJob[]> =>
  rowsOf<UnitJob>(
    t,
    sql`with seen as (
          select distinct on (j.unit_id) j.external_id, j.unit_id, j.hospital_id, j.title_id
          from job_postings j join user_hospitals uh on uh.hospital_id = j.hospital_id join users u on u.id = uh.user_id
          where u.email = ${email} and j.network_id = ${networkId} and j.posting_status = 'Active' and j.unit_id is not null
          order by j.unit_id, j.external_id),
        hospital as (select hospital_id from seen group by hospital_id having count(*) >= ${units} order by hospital_id limit 1)
        select s.external_id as "externalId", s.unit_id as "unitId", s.hospital_id as "hospitalId", ti.name as title, h.name as "hospitalName"
        from seen s join hospital using (hospital_id) join titles ti on ti.id = s.title_id join hospitals h on h.id = s.hospital_id
        order by s.unit_id limit ${units}`,
  );

/** Submits a new clinician (named `lastName`, first name Ada) to `job` with `key`: the candidate's answer. */
export const submitTo = async (t: TestApp, key: CreateApiKeyResponse, job: UnitJob, externalId: string, lastName = 'Quill'): Promise<SubmitCandidateResponse> => {
  const res = await t.app.inject({
    method: 'POST',
    url: callPath(submitIntegrationCandidate),
    headers: { 'x-api-key': key.key },
    payload: { externalId, jobId: job.externalId, clinician: { externalId: `clin-${externalId}`, firstName: 'Ada', lastName, email: `${externalId}@clinicians.test` } },
  });
  if (res.statusCode !== 201) throw new Error(`the submission answered ${res.statusCode}: ${res.body}`);
  return res.json<SubmitCandidateResponse>();
};

/** The text of the notification a submission of Ada `lastName` to `job` writes. */
export const readyForReviewText = (job: UnitJob, lastName = 'Quill') => `Ada ${lastName} is ready for review for ${job.title} at ${job.hospitalName}.`;
