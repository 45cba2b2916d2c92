import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { createApiKey, type CreateApiKeyResponse } from '@portal/domain/api/integration';
import { submitIntegrationTimecard, type SubmitTimecardRequest, type SubmitTimecardResponse } from '@portal/domain/api/timecards';
import { addDays, timecardDueAt } from '@portal/domain/timecards/timecard-rules';
import { rowsOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { DEMO } from '../../test-support/test-app';

const { t, ids } = useDemoTestApp();
let key = '';
/** A Northwind assignment with no seeded timecards, its first full week, and a Lakeside one. */
const place = { dealId: '', weekStart: '', endDate: '', lakesideDealId: '' };

const counts = async () =>
  (await rowsOf<{ weeks: number; lines: number; audit: number }>(
    t,
    sql`select (select count(*)::int from timecards) as weeks, (select count(*)::int from timecard_lines) as lines, (select count(*)::int from audit_log) as audit`,
  ))[0]!;

const week = (externalId: string, timecardId: string, changes: Partial<SubmitTimecardRequest> = {}): SubmitTimecardRequest => ({
  externalId,
  timecardId,
  dealId: place.dealId,
  weekStart: place.weekStart,
  schedule: [
    { date: place.weekStart, start: '07:00', end: '19:30' },
    { date: addDays(place.weekStart, 2), start: '07:00', end: '19:30' },
    { date: addDays(place.weekStart, 4), start: '07:00', end: '19:30' },
  ],
  lines: [
    { date: place.weekStart, start: '07:00', end: '19:30', breakMinutes: 30, shiftType: 'regular' },
    { date: addDays(place.weekStart, 2), start: '07:00', end: '21:00', breakMinutes: 30, shiftType: 'overtime', note: 'Late admission' },
    { date: addDays(place.weekStart, 4), start: '07:00', end: '19:30', breakMinutes: 0, shiftType: 'regular' },
  ],
  ...changes,
});

const submit = (payload: object, apiKey = key) =>
  t.app.inject({ method: 'POST', url: callPath(submitIntegrationTimecard), headers: { 'x-api-key': apiKey }, payload });

beforeAll(async () => {
  const [deal] = await rowsOf<{ id: string; startDate: string; endDate: string }>(
    t,
    sql`select id, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate" from deals d
        where network_id = ${ids.northwind} and stage = 'assignment' and end_date - start_date > 40 and guaranteed_hours = 36
          and not exists (select 1 from timecards t where t.deal_id = d.id) order by id limit 1`,
  );
  const start = new Date(`${deal!.startDate}T00:00:00Z`);
  place.dealId = deal!.id;
  place.endDate = deal!.endDate;
  place.weekStart = addDays(deal!.startDate, (8 - start.getUTCDay()) % 7);
  const [lakeside] = await rowsOf<{ id: string }>(t, sql`select id from deals where network_id = ${ids.lakeside} and stage = 'assignment' order by id limit 1`);
  place.lakesideDealId = lakeside!.id;
  const res = await t.call(DEMO.mspAdmin, { method: 'POST', url: callPath(createApiKey), headers: { 'hospital-network-id': ids.northwind }, payload: { name: 'Provider time' } });
  key = res.json<CreateApiKeyResponse>().key;
});

describe("the provider's timecards", () => {
  it('stores a week with its lines, due two business days on, with its exceptions counted (longer than scheduled, no break, over the 36 contract hours); a replay writes nothing', async () => {
    const before = await counts();
    const first = await submit(week('tc-sub-1', 'TC-1'));
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json<SubmitTimecardResponse>();
    expect(answer).toMatchObject({ status: 'Submitted', version: 1, exceptions: 3 });
    const dueAt = Date.parse(answer.dueAt);
    expect(Math.abs(dueAt - timecardDueAt(new Date()).getTime())).toBeLessThan(60_000);
    expect((await submit(week('tc-sub-1', 'TC-1'))).json()).toEqual(answer);
    expect(await counts()).toEqual({ weeks: before.weeks + 1, lines: before.lines + 3, audit: before.audit + 1 });
    const [stored] = await rowsOf<{ worked: number; scheduled: number; status: string }>(
      t,
      sql`select worked_minutes as worked, scheduled_minutes as scheduled, status from timecards where id = ${answer.timecardId}`,
    );
    // 12 + 13.5 + 12.5 paid hours against 3 x 12.5 scheduled.
    expect(stored).toEqual({ worked: 38 * 60, scheduled: 3 * 750, status: 'Submitted' });
  });

  it('replaces the lines of a waiting week sent again under its id, raising its version; a stale version is a 409', async () => {
    const again = await submit(week('tc-sub-2', 'TC-1', { lines: week('', '').lines.slice(0, 1), version: 1 }));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ version: 2, exceptions: 0 });
    const [lines] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from timecard_lines l join timecards t on t.id = l.timecard_id where t.external_id = 'TC-1'`);
    expect(lines!.n).toBe(1);
    const stale = await submit(week('tc-sub-3', 'TC-1', { version: 1 }));
    expect(stale.statusCode).toBe(409);
    const sameWeek = await submit(week('tc-sub-4', 'TC-OTHER'));
    expect(sameWeek.statusCode).toBe(409);
    expect(sameWeek.json<{ message: string }>().message).toBe(`This assignment already has a timecard for the week of ${place.weekStart}.`);
  });

  it('refuses shifts outside the week or the assignment, overlapping ones and ends before starts, each named, writing nothing', async () => {
    const before = await counts();
    const nextWeek = addDays(place.weekStart, 7);
    const refused = await submit(
      week('tc-bad-1', 'TC-BAD', {
        weekStart: nextWeek,
        lines: [
          { date: addDays(nextWeek, 7), start: '07:00', end: '19:00', breakMinutes: 30, shiftType: 'regular' },
          { date: nextWeek, start: '19:00', end: '07:00', breakMinutes: 30, shiftType: 'regular' },
          { date: addDays(nextWeek, 1), start: '07:00', end: '15:00', breakMinutes: 30, shiftType: 'regular' },
          { date: addDays(nextWeek, 1), start: '14:00', end: '22:00', breakMinutes: 30, shiftType: 'on-call' },
        ],
        schedule: [],
      }),
    );
    expect(refused.statusCode).toBe(400);
    const message = refused.json<{ message: string }>().message;
    expect(message).toContain(`Line 1: ${addDays(nextWeek, 7)} is outside the week of ${nextWeek}.`);
    expect(message).toContain('Line 2: the end 07:00 is not after the start 19:00; send overnight: true for a shift that ends the next day.');
    expect(message).toContain('Line 4 overlaps line 3.');
    const outside = await submit(week('tc-bad-2', 'TC-BAD', { weekStart: addDays(place.weekStart, -7), schedule: [], lines: [{ date: addDays(place.weekStart, -1), start: '07:00', end: '19:00', breakMinutes: 30, shiftType: 'regular' }] }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json<{ message: string }>().message).toMatch(/^Line 1: .* is outside the assignment's dates \(/);
    const notMonday = await submit(week('tc-bad-3', 'TC-BAD', { weekStart: addDays(place.weekStart, 1) }));
    expect(notMonday.json<{ message: string }>().message).toContain(`weekStart ${addDays(place.weekStart, 1)} is not a Monday.`);
    const overnight = await submit(week('tc-ok-night', 'TC-NIGHT', { weekStart: nextWeek, schedule: [], lines: [{ date: nextWeek, start: '19:00', end: '07:30', overnight: true, breakMinutes: 30, shiftType: 'regular' }] }));
    expect(overnight.statusCode, overnight.body).toBe(201);
    expect(await counts()).toEqual({ weeks: before.weeks + 1, lines: before.lines + 1, audit: before.audit + 1 });
  });

  it("answers another network's assignment as not found and a bad body with its message", async () => {
    const foreign = await submit(week('tc-foreign', 'TC-F', { dealId: place.lakesideDealId }));
    expect(foreign.statusCode).toBe(404);
    const bad = await submit({ ...week('tc-bad-4', 'TC-BAD'), lines: [{ date: place.weekStart, start: '7am', end: '19:00', breakMinutes: 30, shiftType: 'regular' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('start must be a time written HH:MM');
    expect((await submit(week('tc-nokey', 'TC-N'), 'not-a-key')).statusCode).toBe(401);
  });
});
