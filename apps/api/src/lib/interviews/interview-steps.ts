import { sql } from 'drizzle-orm';
import type { Interview } from '@portal/domain/api/interviews';
import { INTERVIEW_FROM_STATUS, INTERVIEW_REQUESTED, type InterviewStatus } from '@portal/domain/interviews/interview-rules';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { notifyUser } from '../notify-users-who-can';
import { recordIntegrationEvent } from '../record-integration-event';
import { firstRow } from '../sql-helpers';
import { queueInterviewCalendarMail } from './interview-mail';
import { readInterview } from './interview-read';

/** Who changes an interview: a portal user (with the name History shows) or a provider's system (its key's name). */
export type InterviewParty =
  | { side: 'hospital'; userId: string; name: string; onBehalfOf?: { id: string; name: string } | undefined }
  | { side: 'provider'; keyName: string };

/** An interview as a change reads it, its row locked: a second change waits, then finds the version moved on. */
export interface LockedInterview {
  id: string;
  networkId: string;
  dealId: string;
  hospitalId: string;
  interviewerId: string;
  status: InterviewStatus;
  slots: string[];
  confirmedStart: string | null;
  timeZone: string;
  version: number;
  candidate: string;
}

export const lockInterview = async (tx: Tx, interviewId: string): Promise<LockedInterview | undefined> =>
  firstRow<LockedInterview>(
    await tx.execute(sql`
      select i.id, i.network_id as "networkId", i.deal_id as "dealId", i.hospital_id as "hospitalId", i.interviewer_id as "interviewerId",
             i.status, array(select s::text from unnest(i.slots) s order by s) as slots, i.confirmed_start::text as "confirmedStart",
             i.time_zone as "timeZone", i.version, c.first_name || ' ' || c.last_name as candidate
      from interviews i join deals d on d.id = i.deal_id join clinicians c on c.id = d.clinician_id
      where i.id = ${interviewId}
      for update of i`),
  );

/** The proposed slot `start` names, compared as instants (any offset), or undefined. */
export const matchingSlot = async (tx: Tx, interview: LockedInterview, start: string): Promise<string | undefined> =>
  firstRow<{ slot: string }>(
    await tx.execute(sql`select s::text as slot from unnest(${`{${interview.slots.join(',')}}`}::timestamptz[]) s where s = ${start}::timestamptz`),
  )?.slot;

const auditStep = (tx: Tx, interview: LockedInterview, party: InterviewParty, action: string, after: Record<string, unknown>, before: Record<string, unknown> = {}) =>
  writeAudit(tx, {
    networkId: interview.networkId,
    actorId: party.side === 'hospital' ? party.userId : null,
    ...(party.side === 'provider' ? { actorDescription: party.keyName } : {}),
    entity: 'candidate',
    entityId: interview.dealId,
    action,
    before,
    after: { ...after, actorName: party.side === 'hospital' ? party.name : null },
    onBehalfOf: party.side === 'hospital' ? party.onBehalfOf : undefined,
  });

const bumped = async (tx: Tx, interviewId: string, set: ReturnType<typeof sql>) => {
  await tx.execute(sql`update interviews set ${set}, version = version + 1 where id = ${interviewId}`);
  const answer = await readInterview(tx, interviewId);
  if (!answer) throw new Error(`Interview ${interviewId} vanished while locked`);
  return answer;
};

const timesLabel = (starts: readonly string[], timeZone: string) => starts.map((start) => interviewTimeLabel(start, timeZone)).join('; ');

/** What the provider's systems are told of the interview: enough to answer it without another call. */
export const offerToProvider = (tx: Tx, interview: Interview, networkId: string, type: 'InterviewRequested' | 'InterviewConfirmed' | 'InterviewCancelled') =>
  recordIntegrationEvent(tx, {
    networkId,
    type,
    entity: 'interview',
    entityId: interview.id,
    data: {
      interviewId: interview.id,
      dealId: interview.dealId,
      version: interview.version,
      kind: interview.kind,
      contact: interview.contact,
      durationMinutes: interview.durationMinutes,
      timeZone: interview.timeZone,
      interviewer: interview.interviewer.name,
      slots: interview.slots,
      confirmed: interview.confirmed,
      reason: interview.reason,
    },
  });

/** A slot taken (by the provider from the hospital's times, or the hospital from the provider's): the interviewer's invitation and notice. */
export const confirmInterview = async (tx: Tx, interview: LockedInterview, start: string, party: InterviewParty): Promise<Interview> => {
  const answer = await bumped(tx, interview.id, sql`status = 'Confirmed', confirmed_start = ${start}::timestamptz, slots = '{}', reason = null`);
  await queueInterviewCalendarMail(tx, interview.id, start, 'REQUEST');
  const when = interviewTimeLabel(start, interview.timeZone);
  await notifyUser(tx, {
    networkId: interview.networkId,
    recipientId: interview.interviewerId,
    subType: 'InterviewConfirmed',
    text: `Your interview with ${interview.candidate} is confirmed for ${when}.`,
    dealId: interview.dealId,
    exceptUserId: party.side === 'hospital' ? party.userId : null,
  });
  await auditStep(tx, interview, party, 'interview_confirm', { interview: `Confirmed for ${when}` }, { interview: timesLabel(interview.slots, interview.timeZone) });
  if (party.side === 'hospital') await offerToProvider(tx, answer, interview.networkId, 'InterviewConfirmed');
  return answer;
};

/** New times from either side, replacing the ones waiting or the agreed one (whose invitation is then cancelled). */
export const proposeTimes = async (tx: Tx, interview: LockedInterview, starts: readonly string[], reason: string | null, party: InterviewParty): Promise<Interview> => {
  const status: InterviewStatus = party.side === 'hospital' ? 'Requested' : 'Proposed';
  const answer = await bumped(tx, interview.id, sql`status = ${status}, confirmed_start = null, slots = ${`{${starts.join(',')}}`}::timestamptz[], reason = ${reason}`);
  if (interview.confirmedStart) await queueInterviewCalendarMail(tx, interview.id, interview.confirmedStart, 'CANCEL', reason);
  const times = timesLabel(starts, interview.timeZone);
  await auditStep(tx, interview, party, party.side === 'hospital' ? 'interview_reschedule' : 'interview_propose', { interview: times, interviewReason: reason });
  if (party.side === 'hospital') await offerToProvider(tx, answer, interview.networkId, 'InterviewRequested');
  else {
    await notifyUser(tx, {
      networkId: interview.networkId,
      recipientId: interview.interviewerId,
      subType: 'InterviewChanged',
      text: `The provider proposed other interview times for ${interview.candidate}: ${times}.`,
      dealId: interview.dealId,
    });
  }
  return answer;
};

/**
 * The interview ends without taking place: cancelled by the hospital or withdrawn by the provider.
 * The candidate is Ready for Review again and its review clock goes on where it stopped: the
 * submission moves forward by the time the interview was open (docs/decisions/0137-interviews.md).
 */
export const endInterview = async (tx: Tx, interview: LockedInterview, reason: string, party: InterviewParty): Promise<Interview> => {
  const status: InterviewStatus = party.side === 'hospital' ? 'Cancelled' : 'Withdrawn';
  const answer = await bumped(tx, interview.id, sql`status = ${status}, reason = ${reason}`);
  if (interview.confirmedStart) await queueInterviewCalendarMail(tx, interview.id, interview.confirmedStart, 'CANCEL', reason);
  await tx.execute(sql`
    update deals d set status = ${INTERVIEW_FROM_STATUS}, submitted_at = d.submitted_at + (now() - i.created_at), version = d.version + 1
    from interviews i where i.id = ${interview.id} and d.id = i.deal_id and d.status = ${INTERVIEW_REQUESTED}`);
  await auditStep(tx, interview, party, party.side === 'hospital' ? 'interview_cancel' : 'interview_withdraw', { status: INTERVIEW_FROM_STATUS, interviewReason: reason }, { status: INTERVIEW_REQUESTED });
  if (party.side === 'hospital') await offerToProvider(tx, answer, interview.networkId, 'InterviewCancelled');
  await notifyUser(tx, {
    networkId: interview.networkId,
    recipientId: interview.interviewerId,
    subType: 'InterviewConfirmed',
    text: `${party.side === 'hospital' ? 'The interview' : 'The provider withdrew the interview'} with ${interview.candidate} is cancelled: ${reason}`,
    dealId: interview.dealId,
    exceptUserId: party.side === 'hospital' ? party.userId : null,
  });
  return answer;
};
