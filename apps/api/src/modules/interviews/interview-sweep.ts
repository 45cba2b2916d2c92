import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_FROM_STATUS, INTERVIEW_REQUESTED } from '@portal/domain/interviews/interview-rules';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import type { Config } from '../../config';
import { writeAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { queueInterviewReminderMail } from '../../lib/interviews/interview-mail';
import { notifyUser } from '../../lib/notify-users-who-can';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import { rowsOf } from '../../lib/sql-helpers';

/** Most interviews one sweep takes of each kind; the next sweep takes the rest. */
const BATCH = 200;
const REMINDER_MINUTES = 60;

interface Claimed {
  id: string;
  networkId: string;
  dealId: string;
  interviewerId: string;
  start: string;
  timeZone: string;
  candidate: string;
}

const CLAIMED_COLUMNS = sql`
  i.id, i.network_id as "networkId", i.deal_id as "dealId", i.interviewer_id as "interviewerId",
  i.confirmed_start::text as start, i.time_zone as "timeZone",
  (select c.first_name || ' ' || c.last_name from deals d join clinicians c on c.id = d.clinician_id where d.id = i.deal_id) as candidate`;

/**
 * Reminds each interviewer once, within the hour before a confirmed interview, with a notification
 * and an e-mail: the UPDATE ... WHERE reminded_at IS NULL claims the rows (SKIP LOCKED leaves another
 * sweep's) in the transaction that writes both, so however many API instances sweep, and whenever
 * one restarts, one reminder is written (docs/decisions/0156-interview-reminder-email.md).
 */
const remind = (db: Database) =>
  db.transaction(async (tx) => {
    const due = rowsOf<Claimed>(
      await tx.execute(sql`
        with due as (
          select id from interviews
          where status = 'Confirmed' and reminded_at is null
            and confirmed_start > now() and confirmed_start <= now() + make_interval(mins => ${REMINDER_MINUTES}::int)
          order by confirmed_start limit ${BATCH} for update skip locked)
        update interviews i set reminded_at = now() from due where i.id = due.id
        returning ${CLAIMED_COLUMNS}`),
    );
    let mailed = 0;
    for (const interview of due) {
      await notifyUser(tx, {
        networkId: interview.networkId,
        recipientId: interview.interviewerId,
        subType: 'InterviewReminder',
        text: `Reminder: your interview with ${interview.candidate} starts at ${interviewTimeLabel(interview.start, interview.timeZone)}.`,
        dealId: interview.dealId,
      });
      if (await queueInterviewReminderMail(tx, interview.id, interview.start)) mailed += 1;
    }
    return { reminded: due.length, mailed };
  });

/**
 * Once a confirmed interview's time is over, it has taken place (Held): the candidate is Ready for
 * Review again, its review clock going on where it stopped (the submission moves forward by the time
 * the interview was open), and the interviewer is asked for the outcome: an offer, a decline with a
 * reason, or another interview (docs/decisions/0137-interviews.md).
 */
const closeHeld = (db: Database) =>
  db.transaction(async (tx) => {
    const held = rowsOf<Claimed>(
      await tx.execute(sql`
        with due as (
          select id from interviews
          where status = 'Confirmed' and confirmed_start + make_interval(mins => duration_minutes) <= now()
          order by confirmed_start limit ${BATCH} for update skip locked)
        update interviews i set status = 'Held', version = i.version + 1 from due where i.id = due.id
        returning ${CLAIMED_COLUMNS}`),
    );
    for (const interview of held) {
      await tx.execute(sql`
        update deals d set status = ${INTERVIEW_FROM_STATUS}, submitted_at = d.submitted_at + (now() - i.created_at), version = d.version + 1
        from interviews i where i.id = ${interview.id} and d.id = i.deal_id and d.status = ${INTERVIEW_REQUESTED}`);
      await writeAudit(tx, {
        networkId: interview.networkId,
        actorId: null,
        entity: 'candidate',
        entityId: interview.dealId,
        action: 'interview_held',
        before: { status: INTERVIEW_REQUESTED },
        after: { status: INTERVIEW_FROM_STATUS, actorName: null },
      });
      await notifyUser(tx, {
        networkId: interview.networkId,
        recipientId: interview.interviewerId,
        subType: 'InterviewReminder',
        text: `How did the interview with ${interview.candidate} go? Extend an offer, decline, or request another interview.`,
        dealId: interview.dealId,
      });
    }
    return held.length;
  });

export const sweepInterviews = async (db: Database): Promise<{ reminded: number; mailed: number; held: number }> => ({
  ...(await remind(db)),
  held: await closeHeld(db),
});

/** Every API instance sweeps with the review clock's period (CANDIDATE_REVIEW_SWEEP_SECONDS; 0: never). */
export const startInterviewSweep = (app: FastifyInstance, config: Pick<Config, 'CANDIDATE_REVIEW_SWEEP_SECONDS'>, db: Database) =>
  startPeriodicSweep(app, config.CANDIDATE_REVIEW_SWEEP_SECONDS, { name: 'interview-sweep', run: () => sweepInterviews(db) });
