import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CandidateListResponse, getCandidates, type CandidateListRequest } from '@portal/domain/api/candidate-list';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { DEMO, type TestApp } from '../../test-support/test-app';

/** Shared steps of the candidate tests: demo records found by what they are, never by a hard-coded id. */

export interface StoredCandidate {
  id: string;
  clinicianId: string;
  hospitalId: string;
  status: string;
  version: number;
  jobId: string | null;
  submittedAt: string;
}

/** The network's candidates of one status, oldest submission first, as the database owner reads them. */
export const candidatesIn = (t: TestApp, networkId: string, status: string) =>
  rowsOf<StoredCandidate>(
    t,
    sql`select id, clinician_id as "clinicianId", hospital_id as "hospitalId", status, version, job_id as "jobId",
               submitted_at::text as "submittedAt"
        from deals where network_id = ${networkId} and stage = 'candidate' and status = ${status} order by submitted_at, id`,
  );

export const candidateRow = async (t: TestApp, dealId: string) => {
  const [row] = await rowsOf<StoredCandidate & { declineReasonId: number | null }>(
    t,
    sql`select id, status, version, decline_reason_id as "declineReasonId" from deals where id = ${dealId}`,
  );
  return row!;
};

/** How many rows the tables a decision or a view writes hold, to check that a refused request wrote nothing. */
export const writtenCounts = async (t: TestApp) => {
  const [row] = await rowsOf<{ audit: number; notifications: number; keys: number; versions: number }>(
    t,
    sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from notification_events) as notifications,
               (select count(*)::int from idempotency_keys) as keys,
               (select sum(version)::int from deals where stage = 'candidate') as versions`,
  );
  return row!;
};

export const listCandidates = async (t: TestApp, request: CandidateListRequest, email: string = DEMO.admin) => {
  const res = await callAs(t, email, getCandidates, request);
  expect(res.statusCode, res.body).toBe(200);
  return CandidateListResponse.parse(res.json());
};
