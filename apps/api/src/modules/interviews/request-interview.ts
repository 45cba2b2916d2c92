import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Interview, requestInterview, type RequestInterviewRequest } from '@portal/domain/api/interviews';
import { dealStatusLabel } from '@portal/domain/deals/statuses';
import {
  INTERVIEW_FROM_STATUS,
  INTERVIEW_REQUESTED,
  interviewNotRequestableMessage,
} from '@portal/domain/interviews/interview-rules';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict } from '../../http-errors';
import { idempotentCall, withIdempotency } from '../../lib/idempotency-key';
import { readInterview } from '../../lib/interviews/interview-read';
import { offerToProvider } from '../../lib/interviews/interview-steps';
import { instantsOfLocalSlots } from '../../lib/interviews/local-slots';
import { firstRow } from '../../lib/sql-helpers';
import { findInterviewCandidate, mayInterviewAt } from './interview-candidate';

type ValidRequest = z.output<typeof RequestInterviewRequest>;

export const INTERVIEWER_NOT_ALLOWED = 'The interviewer must be a colleague who may review candidates of this hospital.';

const request = async (tx: Tx, visibility: Visibility, actor: Actor, dealId: string, body: ValidRequest): Promise<Interview> => {
  const candidate = await findInterviewCandidate(tx, visibility, dealId, true);
  if (candidate.status !== INTERVIEW_FROM_STATUS) throw conflict(interviewNotRequestableMessage(dealStatusLabel(candidate.status)));
  const interviewerId = body.interviewerId ?? actor.userId;
  if (!(await mayInterviewAt(tx, visibility.networkId, candidate.hospitalId, interviewerId))) throw badRequest(INTERVIEWER_NOT_ALLOWED);
  const starts = await instantsOfLocalSlots(tx, body.slots, candidate.timeZone);

  const created = firstRow<{ id: string }>(
    await tx.execute(sql`
      insert into interviews (network_id, deal_id, hospital_id, requested_by, interviewer_id, kind, contact, duration_minutes, time_zone, status, slots, review_started_at)
      values (${visibility.networkId}, ${candidate.id}, ${candidate.hospitalId}, ${actor.userId}, ${interviewerId}, ${body.kind}, ${body.contact},
              ${body.durationMinutes}, ${candidate.timeZone}, 'Requested', ${`{${starts.join(',')}}`}::timestamptz[],
              (select d.submitted_at from deals d where d.id = ${candidate.id}))
      returning id`),
  );
  // review_started_at keeps the clock's submission, which the interview's end moves on: the insights report's time to interview starts there.
  // The status stops the review clock: only Ready for Review and Pending Review candidates are waited on.
  await tx.execute(sql`update deals set status = ${INTERVIEW_REQUESTED}, version = version + 1 where id = ${candidate.id}`);
  const interview = created && (await readInterview(tx, created.id));
  if (!interview) throw new Error(`Interview of ${candidate.id} vanished inside its own request`);

  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'candidate',
    entityId: candidate.id,
    action: 'interview_request',
    before: { status: candidate.status, version: candidate.version },
    after: {
      status: INTERVIEW_REQUESTED,
      interview: `${interview.kind === 'video' ? 'Video' : 'Phone'}, ${interview.durationMinutes} min with ${interview.interviewer.name}: ${interview.slots
        .map((slot) => interviewTimeLabel(slot.start, interview.timeZone))
        .join('; ')}`,
      actorName: actor.name,
    },
    onBehalfOf: actor.onBehalfOf,
  });
  await offerToProvider(tx, interview, visibility.networkId, 'InterviewRequested');
  return interview;
};

/**
 * Candidates/{id}/Interview POST: asks the provider for an interview at one of the times given, read
 * on the hospital's clock. The candidate's row is locked first, so of two requests at once the second
 * finds it Interview Requested (409). A repeat with the same Idempotency-Key answers the first request.
 */
export const requestCandidateInterview = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  dealId: string,
  body: ValidRequest,
  idempotencyKey: string | undefined,
): Promise<Interview> => {
  const call = idempotentCall(requestInterview, actor, idempotencyKey);
  const { answer } = await withIdempotency(tx, call, async () => ({ answer: await request(tx, visibility, actor, dealId, body) }), Interview.parse);
  return answer;
};
