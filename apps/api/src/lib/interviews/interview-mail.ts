import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INTERVIEW_KIND_LABELS, type InterviewKind } from '@portal/domain/interviews/interview-rules';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import { outboundEmailAttachments, outboundEmails } from '../../db/schema/invitations';
import type { Tx } from '../../db/tenant';
import { firstRow } from '../sql-helpers';
import { interviewCalendar, type CalendarMethod } from './interview-calendar';

interface MailFacts {
  id: string;
  kind: InterviewKind;
  contact: string;
  durationMinutes: number;
  timeZone: string;
  version: number;
  start: string;
  startLocal: string;
  endLocal: string;
  interviewerName: string;
  interviewerFirstName: string;
  interviewerEmail: string;
  organizerName: string;
  organizerEmail: string;
  candidate: string;
  title: string;
  hospital: string;
}

/** What the e-mail and its invitation say of the interview at `start` (the confirmed time, or the one being cancelled). */
const factsOf = async (tx: Tx, interviewId: string, start: string) =>
  firstRow<MailFacts>(
    await tx.execute(sql`
      select i.id, i.kind, i.contact, i.duration_minutes as "durationMinutes", i.time_zone as "timeZone", i.version,
             ${start}::timestamptz::text as start,
             to_char(${start}::timestamptz at time zone i.time_zone, 'YYYY-MM-DD"T"HH24:MI') as "startLocal",
             to_char((${start}::timestamptz + make_interval(mins => i.duration_minutes)) at time zone i.time_zone, 'YYYY-MM-DD"T"HH24:MI') as "endLocal",
             iv.first_name || ' ' || iv.last_name as "interviewerName", iv.first_name as "interviewerFirstName", iv.email as "interviewerEmail",
             coalesce(rq.first_name || ' ' || rq.last_name, iv.first_name || ' ' || iv.last_name) as "organizerName", coalesce(rq.email, iv.email) as "organizerEmail",
             c.first_name || ' ' || c.last_name as candidate, d.title, h.name as hospital
      from interviews i
      join users iv on iv.id = i.interviewer_id left join users rq on rq.id = i.requested_by
      join deals d on d.id = i.deal_id join clinicians c on c.id = d.clinician_id join hospitals h on h.id = i.hospital_id
      where i.id = ${interviewId}`),
  );

/** The preference that covers the reminder: 'Off' stops its e-mail as it stops its notification. */
const REMINDER_KIND: NotificationKind = 'InterviewReminder';

const summaryOf = (f: MailFacts) => `Interview: ${f.candidate} (${f.title}, ${f.hospital})`;

const contactLine = (f: MailFacts) => `${f.kind === 'video' ? 'Call link' : 'Phone number'}: ${f.contact}`;

const bodyOf = (f: MailFacts, method: CalendarMethod, reason: string | null) => {
  const when = interviewTimeLabel(f.start, f.timeZone);
  const kind = INTERVIEW_KIND_LABELS[f.kind].toLowerCase();
  const lines =
    method === 'REQUEST'
      ? [
          `Your ${kind} interview with ${f.candidate} for ${f.title} at ${f.hospital} is confirmed for ${when} (${f.durationMinutes} minutes).`,
          contactLine(f),
          'The attached invitation adds it to your calendar.',
        ]
      : [
          `Your ${kind} interview with ${f.candidate} for ${f.title} at ${f.hospital} on ${when} is cancelled.`,
          ...(reason ? [`Reason: ${reason}`] : []),
          'The attached cancellation removes it from your calendar.',
        ];
  return [`Hello ${f.interviewerFirstName},`, '', ...lines].join('\n');
};

/**
 * Queues the interviewer's e-mail with the interview's iCalendar invitation (REQUEST) or cancellation
 * (CANCEL), in the transaction of the change: the outbox relay sends it once that commits.
 */
export const queueInterviewCalendarMail = async (tx: Tx, interviewId: string, start: string, method: CalendarMethod, reason: string | null = null) => {
  const facts = await factsOf(tx, interviewId, start);
  if (!facts) throw new Error(`Interview ${interviewId} vanished inside its own change`);
  const calendar = interviewCalendar({
    method,
    interviewId: facts.id,
    sequence: facts.version,
    startLocal: facts.startLocal,
    endLocal: facts.endLocal,
    timeZone: facts.timeZone,
    summary: summaryOf(facts),
    description: `${INTERVIEW_KIND_LABELS[facts.kind]} interview, ${facts.durationMinutes} minutes. ${facts.contact}`,
    location: facts.contact,
    organizer: { name: facts.organizerName, email: facts.organizerEmail },
    attendee: { name: facts.interviewerName, email: facts.interviewerEmail },
  });
  // Made here, not returned by the insert: the tenant role may add e-mails but not read them.
  const emailId = randomUUID();
  await tx.insert(outboundEmails).values({
    id: emailId,
    toAddress: facts.interviewerEmail,
    subject: method === 'REQUEST' ? summaryOf(facts) : `Cancelled: ${summaryOf(facts)}`,
    body: bodyOf(facts, method, reason),
  });
  await tx.insert(outboundEmailAttachments).values({
    emailId,
    fileName: method === 'REQUEST' ? 'invite.ics' : 'cancel.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(calendar, 'utf8'),
  });
};

const reminderBody = (f: MailFacts) =>
  [
    `Hello ${f.interviewerFirstName},`,
    '',
    `Your ${INTERVIEW_KIND_LABELS[f.kind].toLowerCase()} interview with ${f.candidate} for ${f.title} at ${f.hospital} starts at ${interviewTimeLabel(f.start, f.timeZone)} (${f.durationMinutes} minutes).`,
    contactLine(f),
  ].join('\n');

/**
 * Queues the interviewer's reminder e-mail of the confirmed interview at `start`, in the transaction
 * that claims the reminder (docs/decisions/0156-interview-reminder-email.md): unless the interviewer
 * is inactive or turned interview reminders off. It reads their preferences, which only the owner
 * role may: the sweep's transaction, never a tenant one. Answers whether it queued one.
 */
export const queueInterviewReminderMail = async (tx: Tx, interviewId: string, start: string): Promise<boolean> => {
  const wanted = firstRow<{ wanted: boolean }>(
    await tx.execute(sql`
      select u.is_active and not exists (select 1 from notification_preferences p
        where p.user_id = u.id and p.kind = ${REMINDER_KIND} and p.channel = 'off') as wanted
      from interviews i join users u on u.id = i.interviewer_id where i.id = ${interviewId}`),
  );
  if (!wanted?.wanted) return false;
  const facts = await factsOf(tx, interviewId, start);
  if (!facts) return false;
  await tx.insert(outboundEmails).values({ toAddress: facts.interviewerEmail, subject: `Reminder: ${summaryOf(facts)}`, body: reminderBody(facts) });
  return true;
};
