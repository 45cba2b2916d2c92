import type { z } from 'zod';
import { answerIntegrationInterview, type AnswerInterviewRequest, type Interview } from '@portal/domain/api/interviews';
import { INTERVIEW_CHANGED_MEANWHILE, INTERVIEW_NOT_FOUND } from '@portal/domain/interviews/interview-rules';
import type { IntegrationKey } from '../../context/api-key-auth';
import type { InTenantHolding } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http-errors';
import { confirmInterview, endInterview, lockInterview, matchingSlot, proposeTimes, type InterviewParty } from '../../lib/interviews/interview-steps';
import { instantsOfLocalSlots } from '../../lib/interviews/local-slots';
import { isGuid, onceForExternalId } from './integration-requests';

type ValidRequest = z.output<typeof AnswerInterviewRequest>;

const NOT_THE_HOSPITALS_TIME = "start must be one of the hospital's proposed times.";
const NOTHING_TO_CHOOSE = 'The hospital has not proposed times: this interview waits for the hospital.';
const RESCHEDULE_NEEDS_REASON = 'A confirmed interview is rescheduled with a reason.';

/**
 * The provider's answer to an interview the events feed offered, at the version it read (409 when
 * the interview moved on or ended). Row-level security keeps it to the key's network; a replay of
 * the same externalId answers the first answer and writes nothing.
 */
export const answerInterview = (inTenantHolding: InTenantHolding, key: IntegrationKey, interviewId: string, request: ValidRequest): Promise<Interview> =>
  onceForExternalId(inTenantHolding, { key, callName: answerIntegrationInterview.name, externalId: request.externalId }, async (tx) => {
    const interview = isGuid(interviewId) ? await lockInterview(tx, interviewId.toLowerCase()) : undefined;
    if (!interview) throw notFound(INTERVIEW_NOT_FOUND);
    if (interview.version !== request.version || !['Requested', 'Proposed', 'Confirmed'].includes(interview.status)) {
      throw conflict(INTERVIEW_CHANGED_MEANWHILE);
    }
    const party: InterviewParty = { side: 'provider', keyName: key.name };
    if (request.answer === 'choose') {
      if (interview.status !== 'Requested') throw conflict(NOTHING_TO_CHOOSE);
      const slot = await matchingSlot(tx, interview, request.start);
      if (!slot) throw badRequest(NOT_THE_HOSPITALS_TIME);
      return confirmInterview(tx, interview, slot, party);
    }
    if (request.answer === 'propose') {
      if (interview.status === 'Confirmed' && !request.reason) throw badRequest(RESCHEDULE_NEEDS_REASON);
      return proposeTimes(tx, interview, await instantsOfLocalSlots(tx, request.slots, interview.timeZone), request.reason ?? null, party);
    }
    return endInterview(tx, interview, request.reason, party);
  });
