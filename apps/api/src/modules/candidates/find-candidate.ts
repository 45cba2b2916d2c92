import { sql } from 'drizzle-orm';
import { CANDIDATE_NOT_FOUND } from '@portal/domain/candidates/candidate-rules';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { firstRow, oneOf } from '../../lib/sql-helpers';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The deal id of a route or request if it is GUID-shaped (SPEC.md §7: details only for a GUID), lower-cased as stored. */
export const candidateGuid = (id: string): string => {
  if (!GUID.test(id)) throw notFound(CANDIDATE_NOT_FOUND);
  return id.toLowerCase();
};

/** Where a visible candidate is: a deal of the network, still a candidate, at a hospital the user may see. */
export const visibleCandidate = (visibility: Visibility, dealId: string) => sql`
  d.id = ${dealId} and d.network_id = ${visibility.networkId} and d.stage = 'candidate'
  and ${visibility.seesEveryHospital ? sql`true` : oneOf(sql`d.hospital_id`, visibility.hospitalIds)}`;

/**
 * The candidate as a decision needs it, its row locked until the transaction ends, so two decisions
 * on one candidate run one after the other and the second sees the first's version. Vanished,
 * foreign and hidden candidates are one 404, SPEC.md §8's.
 */
export const lockVisibleCandidate = async (tx: Tx, visibility: Visibility, dealId: string) => {
  const row = firstRow<{
    id: string;
    status: string;
    version: number;
    jobId: string | null;
    clinicianId: string;
    firstName: string;
    lastName: string;
  }>(
    await tx.execute(sql`
      select d.id, d.status, d.version, d.job_id as "jobId", d.clinician_id as "clinicianId",
             c.first_name as "firstName", c.last_name as "lastName"
      from deals d join clinicians c on c.id = d.clinician_id
      where ${visibleCandidate(visibility, dealId)}
      for update of d`),
  );
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
  return row;
};

/** The candidate and its clinician's name (document archives are named after them); 404 when not visible. */
export const findCandidateForDocuments = async (tx: Tx, visibility: Visibility, dealId: string) => {
  const row = firstRow<{ id: string; clinicianId: string; firstName: string; lastName: string }>(
    await tx.execute(sql`
      select d.id, d.clinician_id as "clinicianId", c.first_name as "firstName", c.last_name as "lastName"
      from deals d join clinicians c on c.id = d.clinician_id
      where ${visibleCandidate(visibility, dealId)}`),
  );
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
  return row;
};
