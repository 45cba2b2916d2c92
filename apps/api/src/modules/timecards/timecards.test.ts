import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getIntegrationEvents, type IntegrationEventsResponse } from '@portal/domain/api/integration-events';
import { createApiKey, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import {
  adjustTimecardLine,
  approveTimecard,
  getTimecardDetails,
  getTimecardFilterCounts,
  getTimecards,
  rejectTimecard,
  type TimecardDetails,
  type TimecardFilterCounts,
  type TimecardListResponse,
} from '@portal/domain/api/timecards';
import { TIMECARD_CHANGED_MEANWHILE, timecardNotPendingMessage } from '@portal/domain/timecards/timecard-rules';
import { auditRowsOf, rowsOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { DEMO } from '../../test-support/test-app';

const { t, ids } = useDemoTestApp();

const list = (email: string, body: object) => t.call(email, { method: 'POST', url: callPath(getTimecards), payload: body });
const details = (email: string, id: string) => t.call(email, { method: 'GET', url: callUrl(getTimecardDetails, { timecardId: id }) });
const post = (email: string, call: typeof approveTimecard | typeof rejectTimecard, id: string, payload: object) =>
  t.call(email, { method: 'POST', url: callUrl(call, { timecardId: id }), payload });
const adjust = (email: string, id: string, lineId: string, payload: object) =>
  t.call(email, { method: 'POST', url: callUrl(adjustTimecardLine, { timecardId: id, lineId }), payload });

/** A waiting Northwind week with an exception, read from the seed. */
const pendingWeek = async (skip = 0) =>
  (await rowsOf<{ id: string; version: number }>(
    t,
    sql`select id, version from timecards where network_id = ${ids.northwind} and status = 'Submitted' and exceptions > 0 order by id offset ${skip} limit 1`,
  ))[0]!;

let key = '';
beforeAll(async () => {
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': ids.northwind }, payload: { name: 'Provider time' } });
  key = res.json<CreateApiKeyResponse>().key;
});

/** Every event of the feed, read a page at a time as the provider does. */
const events = async () => {
  const all: IntegrationEventsResponse['events'] = [];
  for (let after = 0; ; ) {
    const page = (await t.app.inject({ method: 'GET', url: callUrl(getIntegrationEvents, {}, { after, limit: 500 }), headers: { 'x-api-key': key } })).json<IntegrationEventsResponse>();
    if (page.events.length === 0) return all;
    all.push(...page.events);
    after = page.nextAfter;
  }
};

/** A Northwind user who may approve weeks and sees some hospitals, not all. */
const limitedApprover = async () =>
  (await rowsOf<{ email: string }>(
    t,
    sql`select u.email from users u join user_types ut on ut.id = u.user_type_id
        where u.network_id = ${ids.northwind} and u.is_active and ut.name = 'General User'
          and (select count(*) from user_hospitals uh where uh.user_id = u.id) between 1 and (select count(*) - 1 from hospitals where network_id = ${ids.northwind})
        order by u.email limit 1`,
  ))[0]!.email;

describe('the Timecards list', () => {
  it('lists the seeded weeks by due time, filters by status, exceptions and hospital, and searches by name', async () => {
    const all = (await list(DEMO.admin, {})).json<TimecardListResponse>();
    expect(all.count).toBeGreaterThan(20);
    const due = all.data.map((row) => row.dueAt);
    expect(due).toEqual([...due].sort());
    for (const status of ['Submitted', 'Adjusted', 'Approved', 'Rejected']) {
      expect((await list(DEMO.admin, { options: { statuses: [status] } })).json<TimecardListResponse>().count, status).toBeGreaterThan(0);
    }

    const approved = (await list(DEMO.admin, { options: { statuses: ['Approved'] } })).json<TimecardListResponse>();
    expect(approved.count).toBeGreaterThan(0);
    expect(approved.data.every((row) => row.status === 'Approved')).toBe(true);
    const flagged = (await list(DEMO.admin, { options: { exceptionsOnly: true }, pageSize: 100 })).json<TimecardListResponse>();
    expect(flagged.data.every((row) => row.exceptions > 0)).toBe(true);

    const someone = all.data[0]!;
    const found = (await list(DEMO.admin, { options: { searchName: someone.travelerLastName.slice(0, 4) }, pageSize: 100 })).json<TimecardListResponse>();
    expect(found.data.map((row) => row.id)).toContain(someone.id);

    const counts = (await t.call(DEMO.admin, { method: 'POST', url: callPath(getTimecardFilterCounts), payload: {} })).json<TimecardFilterCounts>();
    expect(counts.resultCount).toBe(all.count);
    const hospital = counts.hospitalCount[0]!;
    const oneHospital = (await list(DEMO.admin, { options: { hospitalRequests: hospital.ids } })).json<TimecardListResponse>();
    expect(oneHospital.count).toBe(hospital.count);
  });

  it("shows a user only their hospitals' weeks, and another network's hospital matches nothing", async () => {
    const general = (await list(await limitedApprover(), { pageSize: 100 })).json<TimecardListResponse>();
    const admin = (await list(DEMO.admin, { pageSize: 100 })).json<TimecardListResponse>();
    expect(general.count).toBeLessThan(admin.count);
    const [lakesideHospital] = await rowsOf<{ id: string }>(t, sql`select id from hospitals where network_id = ${ids.lakeside} limit 1`);
    expect((await list(DEMO.admin, { options: { hospitalRequests: [lakesideHospital!.id] } })).json<TimecardListResponse>().count).toBe(0);
    const bad = await list(DEMO.admin, { options: { statuses: ['Paid'] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a week's review", () => {
  it('shows the lines with their exceptions, adjusts one with a reason (audited, offered to the provider), then approves the week', async () => {
    const week = await pendingWeek();
    const shown = (await details(DEMO.admin, week.id)).json<TimecardDetails>();
    expect(shown.canDecide).toBe(true);
    const flagged = shown.lines.find((line) => line.exceptions.length > 0)!;
    expect(flagged.exceptions[0]!.text.length).toBeGreaterThan(0);

    const noReason = await adjust(DEMO.admin, week.id, flagged.id, { version: week.version, start: '07:00', end: '19:30', breakMinutes: 30, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Enter a reason.');
    const backwards = await adjust(DEMO.admin, week.id, flagged.id, { version: week.version, start: '19:00', end: '07:00', breakMinutes: 30, reason: 'Clock error' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toMatch(/^This line: the end 07:00 is not after the start 19:00/);

    const adjusted = await adjust(DEMO.admin, week.id, flagged.id, { version: week.version, start: flagged.start, end: flagged.end, overnight: flagged.overnight, breakMinutes: 30, reason: 'Took the usual break' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({ status: 'Adjusted', version: week.version + 1 });
    const after = (await details(DEMO.admin, week.id)).json<TimecardDetails>();
    const line = after.lines.find((one) => one.id === flagged.id)!;
    expect(line.breakMinutes).toBe(30);
    expect(line.adjustment).toMatchObject({ reason: 'Took the usual break', original: { breakMinutes: flagged.breakMinutes } });
    expect(line.exceptions.some((exception) => exception.kind === 'missingBreak')).toBe(false);

    const stale = await post(DEMO.admin, approveTimecard, week.id, { version: week.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(TIMECARD_CHANGED_MEANWHILE);
    const approved = await post(DEMO.admin, approveTimecard, week.id, { version: week.version + 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved' });
    const twice = await post(DEMO.admin, approveTimecard, week.id, { version: week.version + 2 });
    expect(twice.json<{ message: string }>().message).toBe(timecardNotPendingMessage('Approved'));
    expect((await details(DEMO.admin, week.id)).json<TimecardDetails>()).toMatchObject({ status: 'Approved', canDecide: false, decidedBy: 'Avery Collins' });

    const actions = (await auditRowsOf(t.database.db, week.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['timecard_adjust_line', 'timecard_approve']));
    // An event is listed once every transaction begun before it has ended: another test file's may still run.
    const offeredFor = async () => (await events()).filter((event) => event.entityId === week.id);
    await expect.poll(async () => (await offeredFor()).map((event) => event.type), { timeout: 30_000 }).toEqual(['TimecardLineAdjusted', 'TimecardApproved']);
    const offered = await offeredFor();
    expect(offered[0]!.data).toMatchObject({ reason: 'Took the usual break', before: { breakMinutes: flagged.breakMinutes }, after: { breakMinutes: 30 } });
  });

  it('rejects a week with a reason the provider receives, and a no-show leaves the line unpaid', async () => {
    const week = await pendingWeek(1);
    const shown = (await details(DEMO.admin, week.id)).json<TimecardDetails>();
    const first = shown.lines[0]!;
    const noShow = await adjust(DEMO.admin, week.id, first.id, { version: week.version, start: first.start, end: first.end, overnight: first.overnight, breakMinutes: first.breakMinutes, noShow: true, reason: 'Did not come in' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    const after = (await details(DEMO.admin, week.id)).json<TimecardDetails>();
    expect(after.lines[0]!.paidMinutes).toBe(0);
    expect(after.workedMinutes).toBe(shown.workedMinutes - first.paidMinutes);
    const rejected = await post(DEMO.admin, rejectTimecard, week.id, { version: week.version + 1, reason: 'Tuesday is missing' });
    expect(rejected.json()).toMatchObject({ status: 'Rejected' });
    const rejectedEvents = async () => (await events()).filter((event) => event.entityId === week.id && event.type === 'TimecardRejected');
    await expect.poll(async () => (await rejectedEvents()).length, { timeout: 30_000 }).toBe(1);
    expect((await rejectedEvents())[0]!.data).toMatchObject({ reason: 'Tuesday is missing' });
  });

  it("answers a week of a hospital the user does not see, or a line of another week, as not found, writing nothing", async () => {
    const approver = await limitedApprover();
    const [hidden] = await rowsOf<{ id: string; version: number }>(
      t,
      sql`select t.id, t.version from timecards t where t.network_id = ${ids.northwind} and t.status = 'Submitted'
          and t.hospital_id not in (select hospital_id from user_hospitals uh join users u on u.id = uh.user_id where u.email = ${approver}) limit 1`,
    );
    expect((await details(approver, hidden!.id)).statusCode).toBe(404);
    expect((await post(approver, approveTimecard, hidden!.id, { version: hidden!.version })).statusCode).toBe(404);
    const week = await pendingWeek(2);
    const [otherLine] = await rowsOf<{ id: string }>(t, sql`select id from timecard_lines where timecard_id <> ${week.id} limit 1`);
    const res = await adjust(DEMO.admin, week.id, otherLine!.id, { version: week.version, start: '07:00', end: '19:00', breakMinutes: 30, reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect((await auditRowsOf(t.database.db, week.id)).length).toBe(0);
  });
});
