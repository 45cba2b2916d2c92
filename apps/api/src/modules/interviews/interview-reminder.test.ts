import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import { createOutboxRelay } from '../../mail/outbox-relay';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { DEMO } from '../../test-support/test-app';
import { sweepInterviews } from './interview-sweep';
import { answer, providerKey, readyCandidates, REQUEST, requested } from './interviews.test-kit';

const { t, ids } = useDemoTestApp();
const log = Fastify({ logger: false }).log;
let key: string;
let sink: SmtpSink;
beforeAll(async () => {
  key = await providerKey(t, ids.northwind);
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());

let taken = 0;

/** A fresh candidate's interview, confirmed by the provider and then moved to start `minutes` from now. */
const confirmedIn = async (minutes: number, body: object = REQUEST) => {
  const candidate = (await readyCandidates(t))[taken++]!;
  const interview = await requested(t, candidate.id, body);
  const res = await answer(t, key, interview.id, { externalId: `iv-remind-${candidate.id}`, version: interview.version, answer: 'choose', start: interview.slots[0]!.start });
  expect(res.statusCode, res.body).toBe(200);
  const [moved] = await rowsOf<{ start: string; local: string; name: string }>(
    t,
    sql`update interviews i set confirmed_start = date_trunc('minute', now()) + make_interval(mins => ${minutes}::int) from deals d join clinicians c on c.id = d.clinician_id
        where i.id = ${interview.id} and d.id = i.deal_id returning i.confirmed_start::text as start,
          to_char(i.confirmed_start at time zone i.time_zone, 'FMHH12:MI AM') as local, c.first_name || ' ' || c.last_name as name`,
  );
  return { candidate, interview, start: moved!.start, local: moved!.local, name: moved!.name };
};

/** The reminder e-mails queued for this candidate's interview. */
const reminderMails = (name: string) =>
  rowsOf<{ to: string; subject: string; body: string }>(
    t,
    sql`select to_address as to, subject, body from outbound_emails where subject like ${`Reminder: Interview: ${name} (%`} order by created_at`,
  );

/** Sends the outbox to the SMTP sink and answers the reminders it received of this candidate, decoded. */
const remindersReceived = async (name: string) => {
  const relay = createOutboxRelay({ db: t.database.db, smtpUrl: sink.url, from: 'Client Portal <no-reply@provider.test>', maxAttempts: 3, log });
  await relay.deliverDue();
  await relay.stop();
  return sink.received.map((mail) => ({ to: mail.to, raw: decodeQuotedPrintable(mail.raw) })).filter((mail) => mail.raw.includes(`Subject: Reminder: Interview: ${name} (`));
};

describe('the interview reminder e-mail', () => {
  it('reaches the interviewer once within the hour before, with the time on the hospital clock and the call link, however many sweeps run', async () => {
    const { candidate, start, local, name } = await confirmedIn(40);
    await Promise.all([sweepInterviews(t.database.db), sweepInterviews(t.database.db)]);
    await sweepInterviews(t.database.db);

    const queued = await reminderMails(name);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.to).toBe(DEMO.general);
    const when = interviewTimeLabel(start, candidate.timeZone);
    expect(queued[0]!.body).toContain(`starts at ${when} (30 minutes)`);
    expect(queued[0]!.body).toContain(`Call link: ${REQUEST.contact}`);
    // The hospital's wall time, as PostgreSQL reads the instant in the hospital's zone.
    expect(when).toContain(` ${local} `);

    const received = await remindersReceived(name);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([DEMO.general]);
    expect(received[0]!.raw).toContain(`starts at ${when}`);
    expect(received[0]!.raw).toContain(`Call link: ${REQUEST.contact}`);
  });

  it('is not sent before the hour, and names the phone number of a phone interview', async () => {
    const { name, interview } = await confirmedIn(90, { ...REQUEST, kind: 'phone', contact: '+1 555 010 0199' });
    await sweepInterviews(t.database.db);
    expect(await reminderMails(name)).toEqual([]);

    await t.database.db.execute(sql`update interviews set confirmed_start = now() + interval '20 minutes' where id = ${interview.id}`);
    expect((await sweepInterviews(t.database.db)).mailed).toBeGreaterThanOrEqual(1);
    const [mail] = await reminderMails(name);
    expect(mail!.body).toContain('Your phone interview with');
    expect(mail!.body).toContain('Phone number: +1 555 010 0199');
  });

  it('is not sent to an interviewer who turned interview reminders off, nor later once they turn them on again', async () => {
    const general = await userIdOf(t.database.db, DEMO.general);
    const { name } = await confirmedIn(30);
    await t.database.db.execute(sql`insert into notification_preferences (user_id, kind, channel) values (${general}, 'InterviewReminder', 'off')`);
    try {
      await sweepInterviews(t.database.db);
      expect(await reminderMails(name)).toEqual([]);
      expect((await rowsOf<{ claimed: boolean }>(t, sql`select bool_and(reminded_at is not null) as claimed from interviews i join deals d on d.id = i.deal_id
        join clinicians c on c.id = d.clinician_id where c.first_name || ' ' || c.last_name = ${name} and i.status = 'Confirmed'`))[0]!.claimed).toBe(true);
    } finally {
      await t.database.db.execute(sql`delete from notification_preferences where user_id = ${general} and kind = 'InterviewReminder'`);
    }
    await sweepInterviews(t.database.db);
    expect(await reminderMails(name)).toEqual([]);
  });
});
