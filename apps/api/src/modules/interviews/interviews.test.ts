import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CandidateDetails, getCandidateDetails, getCandidateHistory } from '@portal/domain/api/candidates';
import type { HistoryPage } from '@portal/domain/api/history';
import { CandidateInterview, getCandidateInterview, getUpcomingInterviews, Interview, type UpcomingInterview } from '@portal/domain/api/interviews';
import { INTERVIEW_CHANGED_MEANWHILE, SLOT_IN_PAST, slotMissingInZoneMessage } from '@portal/domain/interviews/interview-rules';
import { createOutboxRelay } from '../../mail/outbox-relay';
import { callAs } from '../../test-support/call-as';
import { NOTIFICATION_ROWS } from '../../test-support/notification-rows';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { attachmentsOf, startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { DEMO } from '../../test-support/test-app';
import { sweepInterviews } from './interview-sweep';
import { INTERVIEWER_NOT_ALLOWED } from './request-interview';
import { answer, change, dealOf, eventsOf, localSlot, providerKey, readyCandidates, REQUEST, requestAs, requested, writtenCounts } from './interviews.test-kit';

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
const fresh = async () => (await readyCandidates(t))[taken++]!;

/** Sends the outbox to the SMTP sink and answers the calendars attached to the interviewer's mails of this interview. */
const calendarsSent = async (interviewId: string) => {
  const relay = createOutboxRelay({ db: t.database.db, smtpUrl: sink.url, from: 'Client Portal <no-reply@provider.test>', maxAttempts: 3, log });
  await relay.deliverDue();
  await relay.stop();
  return sink.received
    .filter((mail) => mail.to.includes(DEMO.general))
    .flatMap((mail) => attachmentsOf(mail.raw).filter((file) => file.fileName.endsWith('.ics')))
    .map((file) => new ICAL.Component(ICAL.parse(file.content.toString('utf8')) as unknown[]))
    .filter((calendar) => calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid') === `interview-${interviewId}@client-portal`);
};

const startOf = (calendar: ICAL.Component) => {
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { tzid: event.startDate.zone?.tzid, local: event.startDate.toString().slice(0, 16), instant: event.startDate.toJSDate().toISOString() };
};

const historyActions = async (dealId: string) => {
  const res = await callAs(t, DEMO.admin, getCandidateHistory, undefined, { params: { id: dealId } });
  return (res.json() as HistoryPage).items.map((entry) => entry.action).toReversed();
};

describe('an interview agreed between the hospital and the provider', () => {
  it('is requested, offered in the events feed, confirmed by the provider with an invitation, then cancelled with a CANCEL of the same UID', async () => {
    const candidate = await fresh();
    const interview = await requested(t, candidate.id);
    expect(interview).toMatchObject({ status: 'Requested', kind: 'video', durationMinutes: 30, timeZone: candidate.timeZone, interviewer: { name: 'Morgan Patel' } });
    expect(interview.slots.map((slot) => slot.local)).toEqual(REQUEST.slots);
    expect((await dealOf(t, candidate.id)).status).toBe('Interview Requested');

    // The review clock stops: no review-by time while the interview is open.
    const details = CandidateDetails.parse((await callAs(t, DEMO.general, getCandidateDetails, undefined, { params: { id: candidate.id } })).json());
    expect(details).toMatchObject({ candidateStatus: 'Interview Requested', reviewBy: null, isOverdue: false });

    // The feed lists an event once every older transaction on the server has ended: another test's may still run.
    await vi.waitFor(async () => expect(await eventsOf(t, key, interview.id)).toHaveLength(1), { timeout: 20_000, interval: 200 });
    const [offered] = await eventsOf(t, key, interview.id);
    expect(offered).toMatchObject({ type: 'InterviewRequested', data: { version: interview.version, timeZone: candidate.timeZone, slots: interview.slots } });

    const stale = await answer(t, key, interview.id, { externalId: 'iv-stale', version: interview.version - 1 + 5, answer: 'choose', start: interview.slots[1]!.start });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: INTERVIEW_CHANGED_MEANWHILE });
    const chosen = await answer(t, key, interview.id, { externalId: 'iv-1', version: interview.version, answer: 'choose', start: interview.slots[1]!.start });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const confirmed = Interview.parse(chosen.json());
    expect(confirmed).toMatchObject({ status: 'Confirmed', confirmed: interview.slots[1], slots: [] });
    const replay = await answer(t, key, interview.id, { externalId: 'iv-1', version: interview.version, answer: 'choose', start: interview.slots[1]!.start });
    expect(replay.json()).toEqual(chosen.json());

    const [invitation] = await calendarsSent(interview.id);
    expect(invitation!.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(startOf(invitation!)).toEqual({ tzid: candidate.timeZone, local: REQUEST.slots[1], instant: new Date(interview.slots[1]!.start).toISOString() });
    const notices = await rowsOf<{ subType: string }>(t, sql`select sub_type as "subType" from ${NOTIFICATION_ROWS} n where deal_id = ${candidate.id} and recipient_id = ${await userIdOf(t.database.db, DEMO.general)}`);
    expect(notices.map((n) => n.subType)).toContain('InterviewConfirmed');

    const cancelled = await change(t, DEMO.general, interview.id, { action: 'cancel', version: confirmed.version, reason: 'Position filled internally' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', reason: 'Position filled internally' });
    const calendars = await calendarsSent(interview.id);
    expect(calendars.map((calendar) => calendar.getFirstPropertyValue('method'))).toEqual(['REQUEST', 'CANCEL']);
    const sequences = calendars.map((calendar) => Number(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')));
    expect(sequences[1]).toBeGreaterThan(sequences[0]!);

    // Ready for Review again, its clock going on where it stopped: the submission moved forward by the pause.
    const after = await dealOf(t, candidate.id);
    expect(after.status).toBe('Ready for Review');
    expect(new Date(after.submittedAt).getTime()).toBeGreaterThan(new Date(candidate.submittedAt).getTime());
    await vi.waitFor(async () => expect((await eventsOf(t, key, interview.id)).map((event) => event.type)).toEqual(['InterviewRequested', 'InterviewCancelled']), {
      timeout: 20_000,
      interval: 200,
    });
    expect(await historyActions(candidate.id)).toEqual(expect.arrayContaining(['Interview requested', 'Interview confirmed', 'Interview cancelled']));
  });

  it('takes the provider\'s other times, and the hospital chooses one of them; a change at an old version is a 409', async () => {
    const candidate = await fresh();
    const interview = await requested(t, candidate.id);
    const proposed = await answer(t, key, interview.id, { externalId: 'iv-2', version: interview.version, answer: 'propose', slots: [localSlot(5, 9)] });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const other = Interview.parse(proposed.json());
    expect(other).toMatchObject({ status: 'Proposed', slots: [{ local: localSlot(5, 9) }] });
    expect((await change(t, DEMO.general, interview.id, { action: 'choose', version: interview.version, start: other.slots[0]!.start })).statusCode).toBe(409);
    const chosen = await change(t, DEMO.general, interview.id, { action: 'choose', version: other.version, start: other.slots[0]!.start });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ status: 'Confirmed', confirmed: other.slots[0] });
    const view = CandidateInterview.parse((await callAs(t, DEMO.general, getCandidateInterview, undefined, { params: { id: candidate.id } })).json());
    expect(view).toMatchObject({ interview: { status: 'Confirmed' }, actions: { request: false, change: true } });
    expect(view.interviewers.map((person) => person.name)).toContain('Morgan Patel');
  });

  it('reads times on the hospital clock across a daylight-saving change, and refuses a time the clocks skip', async () => {
    const candidate = await fresh();
    expect(candidate.timeZone).toBe('America/Los_Angeles');
    const before = await counts();
    const skipped = await requestAs(t, DEMO.general, candidate.id, { ...REQUEST, slots: ['2099-03-08T02:30'] });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toMatchObject({ message: slotMissingInZoneMessage('2099-03-08T02:30', 'America/Los_Angeles') });
    expect(await counts()).toEqual(before);

    const interview = await requested(t, candidate.id, { ...REQUEST, slots: ['2099-03-07T10:00', '2099-03-09T10:00'] });
    expect(interview.slots).toEqual([
      { start: '2099-03-07T18:00:00Z', local: '2099-03-07T10:00' },
      { start: '2099-03-09T17:00:00Z', local: '2099-03-09T10:00' },
    ]);
  });

  it('refuses past times, an interviewer who may not review the hospital, a second request and a repeat answers the same', async () => {
    const candidate = await fresh();
    const before = await counts();
    const past = await requestAs(t, DEMO.general, candidate.id, { ...REQUEST, slots: [localSlot(-1, 10)] });
    expect([past.statusCode, past.json().message]).toEqual([400, SLOT_IN_PAST]);
    const foreign = await requestAs(t, DEMO.general, candidate.id, { ...REQUEST, interviewerId: await userIdOf(t.database.db, DEMO.lakeside) });
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, INTERVIEWER_NOT_ALLOWED]);
    expect(await counts()).toEqual(before);

    const first = await requestAs(t, DEMO.general, candidate.id, REQUEST, { 'idempotency-key': `iv-${candidate.id}` });
    const repeat = await requestAs(t, DEMO.general, candidate.id, REQUEST, { 'idempotency-key': `iv-${candidate.id}` });
    expect(first.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect((await requestAs(t, DEMO.general, candidate.id)).statusCode).toBe(409);
  });
});

const counts = () => writtenCounts(t);

describe('the interview sweep', () => {
  const confirmedInterview = async () => {
    const candidate = await fresh();
    const interview = await requested(t, candidate.id);
    const res = await answer(t, key, interview.id, { externalId: `iv-sweep-${candidate.id}`, version: interview.version, answer: 'choose', start: interview.slots[0]!.start });
    expect(res.statusCode, res.body).toBe(200);
    return { candidate, interview };
  };
  const remindersOf = (dealId: string) =>
    rowsOf<{ text: string }>(t, sql`select text from ${NOTIFICATION_ROWS} n where deal_id = ${dealId} and sub_type = 'InterviewReminder' order by created_at`);

  it('reminds the interviewer once within the hour before, however often it sweeps', async () => {
    const { candidate, interview } = await confirmedInterview();
    await t.database.db.execute(sql`update interviews set confirmed_start = now() + interval '30 minutes' where id = ${interview.id}`);
    await Promise.all([sweepInterviews(t.database.db), sweepInterviews(t.database.db)]);
    await sweepInterviews(t.database.db);
    const reminders = await remindersOf(candidate.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/^Reminder: your interview with .+ starts at /);
  });

  it('once the time is over, the interview has taken place: the candidate is Ready for Review again and the interviewer is asked for the outcome', async () => {
    const { candidate, interview } = await confirmedInterview();
    expect((await dealOf(t, candidate.id)).status).toBe('Interview Requested');
    await t.database.db.execute(sql`update interviews set confirmed_start = now() - interval '2 hours', reminded_at = now() where id = ${interview.id}`);
    expect((await sweepInterviews(t.database.db)).held).toBeGreaterThanOrEqual(1);
    expect((await dealOf(t, candidate.id)).status).toBe('Ready for Review');
    expect((await rowsOf<{ status: string }>(t, sql`select status from interviews where id = ${interview.id}`))[0]!.status).toBe('Held');
    expect((await remindersOf(candidate.id)).map((n) => n.text)).toEqual([expect.stringMatching(/Extend an offer, decline, or request another interview\.$/)]);
    expect(await historyActions(candidate.id)).toContain('Interview took place');
    // Another interview can be asked for.
    await requested(t, candidate.id, { ...REQUEST, slots: [localSlot(8, 9)] });
  });
});

describe('the upcoming interviews', () => {
  it("lists the caller's open interviews, confirmed ones first by time, and none of a colleague's", async () => {
    const res = await callAs(t, DEMO.general, getUpcomingInterviews);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: UpcomingInterview[] };
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items[0]).toMatchObject({ status: 'Confirmed', interviewer: { name: 'Morgan Patel' } });
    expect(items.map((item) => item.status)).toContain('Requested');
    const firstWaiting = items.findIndex((item) => item.status !== 'Confirmed');
    expect(items.slice(firstWaiting).every((item) => item.status !== 'Confirmed')).toBe(true);
    expect(items[0]!.candidateName).toMatch(/\S+ \S+/);

    const admin = await callAs(t, DEMO.admin, getUpcomingInterviews);
    expect((admin.json() as { items: UpcomingInterview[] }).items).toEqual([]);
  });
});
