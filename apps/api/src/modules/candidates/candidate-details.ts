import { sql } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import { CANDIDATE_NOT_FOUND, isDecidable } from '@portal/domain/candidates/candidate-rules';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { executePrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { firstRow } from '../../lib/sql-helpers';
import { candidateGuid, visibleCandidate } from './find-candidate';
import { CANDIDATE_JOINS, candidateColumns, toCandidateListItem, type CandidateRow } from './candidate-rows';
import { recordFirstView } from './candidate-audit';

interface DetailsRow extends CandidateRow {
  jobShift: string;
  onboardingSystemId: number;
  yearsOfExperience: number | null;
  dateOfBirth: string | null;
  primarySkill: string | null;
  certifications: string[];
  activeLicenses: string[];
  declineReason: string | null;
  version: number;
}

const detailsQuery = (visibility: Visibility, dealId: string) => sql`
  select ${candidateColumns(visibility.networkId)},
    coalesce((select s.name from shifts s where s.id = jp.shift_id), d.shift) as "jobShift",
    c.onboarding_system_id as "onboardingSystemId", c.years_of_experience as "yearsOfExperience",
    c.date_of_birth::text as "dateOfBirth", c.primary_skill as "primarySkill",
    c.certifications, c.active_licenses as "activeLicenses",
    (select r.name from decline_reasons r where r.id = d.decline_reason_id) as "declineReason",
    d.version
  from deals d ${CANDIDATE_JOINS}
  where ${visibleCandidate(visibility, dealId)}`;

/**
 * CandidateDetails/{id}: the candidate with its job, profile and review clock, and the actions the
 * actor may take. A malformed, vanished, foreign or hidden id is SPEC.md §8's 404. Two statements:
 * the candidate, then the actor's first view recorded (Candidates/{id}/History lists it).
 */
export const loadCandidateDetails = async (tx: Tx, visibility: Visibility, id: string, actor: Actor): Promise<CandidateDetails> => {
  const dealId = candidateGuid(id);
  if (visibility.hospitalIds.length === 0) throw notFound(CANDIDATE_NOT_FOUND);
  const row = firstRow<DetailsRow>(await executePrepared(tx, detailsQuery(visibility, dealId)));
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
  await recordFirstView(tx, visibility.networkId, dealId, actor);
  const item = toCandidateListItem(row);
  return {
    ...item,
    jobEntity: { ...item.jobEntity, city: row.city, state: row.state, shift: row.jobShift },
    onboardingSystemId: row.onboardingSystemId,
    candidateProfile: {
      yearsOfExperience: row.yearsOfExperience,
      dateOfBirth: row.dateOfBirth,
      primarySkill: row.primarySkill,
      certifications: row.certifications,
      activeLicenses: row.activeLicenses,
    },
    declineReason: row.declineReason,
    version: row.version,
    actions: {
      decide: can(actor.access, 'ApproveCandidates') && isDecidable(row.candidateStatus),
      downloadDocuments: can(actor.access, 'DownloadCandidateDocuments'),
    },
  };
};
