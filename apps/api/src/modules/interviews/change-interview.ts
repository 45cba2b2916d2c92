import type { z } from 'zod';
import type { ChangeInterviewRequest, Interview } from '@portal/domain/api/interviews';
import { INTERVIEW_CHANGED_MEANWHILE, INTERVIEW_NOT_FOUND } from '@portal/domain/interviews/interview-rules';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http-errors';
import { confirmInterview, endInterview, lockInterview, matchingSlot, proposeTimes, type InterviewParty } from '../../lib/interviews/interview-steps';
import { instantsOfLocalSlots } from '../../lib/interviews/local-slots';

type ValidRequest = z.output<typeof ChangeInterviewRequest>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOT_A_PROPOSED_TIME = 'start must be one of the times the provider proposed.';
export const NOTHING_TO_CHOOSE = 'Only times the provider proposed can be chosen; this interview waits for the provider.';

/**
 * Interviews/{id} PUT: the hospital takes one of the provider's times, proposes new ones or cancels,
 * on the version it saw (409 otherwise, or when the interview has ended). The interview row is locked
 * first; row-level security and the candidate's hospital keep other networks' and hidden hospitals'
 * interviews a 404.
 */
export const changeCandidateInterview = async (tx: Tx, visibility: Visibility, actor: Actor, interviewId: string, body: ValidRequest): Promise<Interview> => {
  const interview = GUID.test(interviewId) ? await lockInterview(tx, interviewId.toLowerCase()) : undefined;
  const visible = interview && (visibility.seesEveryHospital || visibility.hospitalIds.includes(interview.hospitalId));
  if (!interview || !visible || interview.networkId !== visibility.networkId) throw notFound(INTERVIEW_NOT_FOUND);
  if (interview.version !== body.version || !['Requested', 'Proposed', 'Confirmed'].includes(interview.status)) throw conflict(INTERVIEW_CHANGED_MEANWHILE);
  const party: InterviewParty = { side: 'hospital', userId: actor.userId, name: actor.name, onBehalfOf: actor.onBehalfOf };

  if (body.action === 'choose') {
    if (interview.status !== 'Proposed') throw conflict(NOTHING_TO_CHOOSE);
    const slot = await matchingSlot(tx, interview, body.start);
    if (!slot) throw badRequest(NOT_A_PROPOSED_TIME);
    return confirmInterview(tx, interview, slot, party);
  }
  if (body.action === 'reschedule') return proposeTimes(tx, interview, await instantsOfLocalSlots(tx, body.slots, interview.timeZone), body.reason, party);
  return endInterview(tx, interview, body.reason, party);
};
