import { can } from '@portal/domain/access/access-rule';
import type { CandidateInterview } from '@portal/domain/api/interviews';
import { INTERVIEW_FROM_STATUS } from '@portal/domain/interviews/interview-rules';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { readOpenInterview } from '../../lib/interviews/interview-read';
import { findInterviewCandidate, interviewersOf } from './interview-candidate';

/** Candidates/{id}/Interview GET: the open interview, the hospital's zone, who may interview and what the caller may do. */
export const loadCandidateInterview = async (tx: Tx, visibility: Visibility, actor: Actor, dealId: string): Promise<CandidateInterview> => {
  const candidate = await findInterviewCandidate(tx, visibility, dealId, false);
  const interview = (await readOpenInterview(tx, candidate.id)) ?? null;
  const reviews = can(actor.access, 'ApproveCandidates');
  return {
    timeZone: candidate.timeZone,
    interview,
    interviewers: reviews ? await interviewersOf(tx, visibility.networkId, candidate.hospitalId) : [],
    actions: { request: reviews && !interview && candidate.status === INTERVIEW_FROM_STATUS, change: reviews && interview !== null },
  };
};
