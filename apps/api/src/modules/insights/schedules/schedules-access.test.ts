import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import {
  cancelReportSchedule,
  createReportSchedule,
  getReportSchedules,
  getScheduleColleagues,
  MONTH_DAY_REQUIRED,
  RECIPIENT_NOT_A_COLLEAGUE,
  RECIPIENT_NOT_FOUND,
  RECIPIENTS_REQUIRED,
  recipientsCannotOpen,
  SCHEDULE_NOT_FOUND,
  TOO_MANY_RECIPIENTS,
  WEEKDAY_REQUIRED,
} from '@portal/domain/api/report-schedules';
import { deleteCustomReport } from '@portal/domain/api/custom-reports';
import { REPORT_NOT_FOUND } from '@portal/domain/insights/insight-messages';
import { REPORT_SCHEDULES_PER_USER_MAX } from '@portal/domain/limits';
import { callAs } from '../../../test-support/call-as';
import { auditCount, auditRowsOf, rowsOf, userIdOf } from '../../../test-support/demo-records';
import { DEMO } from '../../../test-support/test-app';
import { useInsightTestApp } from '../insights.test-kit';
import { saveReport } from '../saved-reports/saved-reports.test-kit';
import { createAs, HEADCOUNT, scheduleCount, weeklyRequest } from './schedules.test-kit';

const { t, northwind, lakeside } = useInsightTestApp();

/** A General User of Northwind who sees two of its six hospitals and lacks ViewFinances. */
const ELLIOT = 'elliot.vance@northwind.test';

/** A schedule of Lakeside's general user, written as the owner (Lakeside's insights flag is off, so no call makes one). */
const lakesideSchedule = async () => {
  const owner = await userIdOf(t.database.db, DEMO.lakeside);
  const [row] = await rowsOf<{ id: string }>(
    t,
    sql`insert into report_schedules (network_id, owner_id, report_id, filters, frequency, weekday, hour, format, recipient_ids, next_run_at)
        values (${lakeside.id}, ${owner}, ${HEADCOUNT}, '{}'::jsonb, 'weekly', 1, 7, 'xlsx', array[${owner}]::uuid[], now() + interval '1 day') returning id`,
  );
  return row!.id;
};

describe('access to the report schedule calls', () => {
  // 401, 403 without ViewInsights and 403 with the insights flag off: access/contract-access.test.ts.
  it("cannot cancel another network's schedule, nor a colleague's: 404 and it keeps running", async () => {
    const theirs = await lakesideSchedule();
    const general = await createAs(t, DEMO.localAdmin, weeklyRequest([await userIdOf(t.database.db, DEMO.localAdmin)], { sendNow: false }));
    expect(general.statusCode).toBe(201);
    for (const id of [theirs, general.json().id as string]) {
      const res = await callAs(t, DEMO.admin, cancelReportSchedule, undefined, { params: { scheduleId: id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SCHEDULE_NOT_FOUND);
      expect((await rowsOf<{ cancelled_at: Date | null }>(t, sql`select cancelled_at from report_schedules where id = ${id}`))[0]!.cancelled_at).toBeNull();
    }
    const listed = (await callAs(t, DEMO.admin, getReportSchedules)).json().schedules as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(general.json().id);
  });

  it("answers 404 for another network's recipient or hospital, and writes nothing", async () => {
    const before = [await scheduleCount(t), await auditCount(t.database.db)];
    const outsider = await userIdOf(t.database.db, DEMO.lakeside);
    const recipient = await createAs(t, DEMO.admin, weeklyRequest([outsider]));
    expect(recipient.statusCode).toBe(404);
    expect(recipient.json().message).toBe(RECIPIENT_NOT_FOUND);
    const hospital = await createAs(t, DEMO.admin, weeklyRequest([await userIdOf(t.database.db, DEMO.admin)], { filters: { hospitalId: lakeside.hospitals[0]!.id } }));
    expect(hospital.statusCode).toBe(404);
    expect([await scheduleCount(t), await auditCount(t.database.db)]).toEqual(before);
  });

  it('lists colleagues of the own network only', async () => {
    const res = await callAs(t, DEMO.admin, getScheduleColleagues, undefined, { query: { search: 'northwind.test' } });
    expect(res.statusCode).toBe(200);
    const emails = (res.json().colleagues as { email: string }[]).map((c) => c.email);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((email) => email.endsWith('@northwind.test'))).toBe(true);
    const lakesideSearch = await callAs(t, DEMO.admin, getScheduleColleagues, undefined, { query: { search: 'lakeside' } });
    expect(lakesideSearch.json().colleagues).toEqual([]);
  });
});

describe('bad input to ReportSchedules/Create', () => {
  const cases: [string, (me: string) => object, string][] = [
    ['a weekly schedule without its weekday', (me) => weeklyRequest([me], { weekday: null }), WEEKDAY_REQUIRED],
    ['a monthly schedule without its day', (me) => weeklyRequest([me], { frequency: 'monthly' }), MONTH_DAY_REQUIRED],
    ['no recipient', () => weeklyRequest([]), RECIPIENTS_REQUIRED],
    ['21 recipients', (me) => weeklyRequest(Array.from({ length: 21 }, () => me)), TOO_MANY_RECIPIENTS],
    ['an hour past 23', (me) => ({ ...weeklyRequest([me]), hour: 24 }), 'hour'],
    ['an unknown format', (me) => ({ ...weeklyRequest([me]), format: 'docx' }), 'format'],
    ['a day of the month past 28', (me) => weeklyRequest([me], { frequency: 'monthly', monthDay: 31 }), 'monthDay'],
  ];

  it.each(cases)('refuses %s with 400 and writes nothing', async (_name, body, message) => {
    const before = [await scheduleCount(t), await auditCount(t.database.db)];
    const res = await createAs(t, DEMO.admin, body(await userIdOf(t.database.db, DEMO.admin)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect([await scheduleCount(t), await auditCount(t.database.db)]).toEqual(before);
  });

  it('refuses a deactivated colleague with 400', async () => {
    const [inactive] = await rowsOf<{ id: string }>(t, sql`select id from users where network_id = ${northwind.id} and not is_active limit 1`);
    const res = await createAs(t, DEMO.admin, weeklyRequest([inactive!.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RECIPIENT_NOT_A_COLLEAGUE);
  });

  it('refuses, by name, recipients who cannot open the report as they would see it, and writes nothing', async () => {
    const [me, general, elliot] = await Promise.all([userIdOf(t.database.db, DEMO.admin), userIdOf(t.database.db, DEMO.general), userIdOf(t.database.db, ELLIOT)]);
    const privateReport = await saveReport(t, DEMO.admin, { shared: false });
    const [notElliots] = await rowsOf<{ id: string }>(
      t,
      sql`select h.id from hospitals h where h.network_id = ${northwind.id} and h.id not in (select hospital_id from user_hospitals where user_id = ${elliot}) limit 1`,
    );
    const before = [await scheduleCount(t), await auditCount(t.database.db)];
    const cases: [object, string][] = [
      [weeklyRequest([me, elliot], { reportId: 'spend-and-bill-rate' }), recipientsCannotOpen(['Elliot Vance'])],
      [weeklyRequest([me, general, elliot], { reportId: privateReport.id }), 'Morgan Patel, Elliot Vance cannot open this report.'],
      [weeklyRequest([elliot, me], { filters: { hospitalId: notElliots!.id } }), recipientsCannotOpen(['Elliot Vance'])],
    ];
    for (const [body, message] of cases) {
      const res = await createAs(t, DEMO.admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect([await scheduleCount(t), await auditCount(t.database.db)]).toEqual(before);
  });

  it('answers 404 for a report that does not exist', async () => {
    const res = await createAs(t, DEMO.admin, weeklyRequest([await userIdOf(t.database.db, DEMO.admin)], { reportId: 'no-such-report' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REPORT_NOT_FOUND);
  });
});

describe('creating, listing and cancelling', () => {
  it('creates a schedule, lists it with its recipients, audits it, and cancels it once', async () => {
    const me = await userIdOf(t.database.db, DEMO.admin);
    const colleague = await userIdOf(t.database.db, DEMO.general);
    const created = await createAs(t, DEMO.admin, weeklyRequest([me, colleague], { sendNow: false, weekday: 3, hour: 6, filters: { unit: 'ICU' } }));
    expect(created.statusCode).toBe(201);
    const schedule = created.json();
    expect(schedule).toMatchObject({ reportName: 'Headcount on Assignment', frequency: 'weekly', weekday: 3, monthDay: null, hour: 6, format: 'xlsx', filters: { unit: 'ICU' }, lastRunAt: null });
    expect(schedule.recipients.map((r: { email: string }) => r.email)).toEqual([DEMO.admin, DEMO.general]);
    const next = new Date(schedule.nextRunAt);
    expect([next.getUTCDay(), next.getUTCHours()]).toEqual([3, 6]);
    expect(next.getTime()).toBeGreaterThan(Date.now());

    const listed = (await callAs(t, DEMO.admin, getReportSchedules)).json().schedules as { id: string }[];
    expect(listed.find((s) => s.id === schedule.id)).toEqual(schedule);
    expect((await auditRowsOf(t.database.db, schedule.id)).map((row) => row.action)).toEqual(['create']);

    const cancel = await t.call(DEMO.admin, { method: 'DELETE', url: callUrl(cancelReportSchedule, { scheduleId: schedule.id }) });
    expect(cancel.statusCode).toBe(200);
    expect((await callAs(t, DEMO.admin, getReportSchedules)).json().schedules.map((s: { id: string }) => s.id)).not.toContain(schedule.id);
    expect((await auditRowsOf(t.database.db, schedule.id)).map((row) => row.action)).toEqual(['create', 'cancel']);
    const again = await t.call(DEMO.admin, { method: 'DELETE', url: callUrl(cancelReportSchedule, { scheduleId: schedule.id }) });
    expect(again.statusCode).toBe(404);
  });

  it('creates one schedule for a double submit with the same Idempotency-Key', async () => {
    const me = await userIdOf(t.database.db, DEMO.admin);
    const before = await scheduleCount(t);
    const post = () =>
      t.call(DEMO.admin, { method: 'POST', url: callUrl(createReportSchedule), headers: { 'idempotency-key': 'schedule-twice' }, payload: weeklyRequest([me], { sendNow: false }) });
    const [first, second] = [await post(), await post()];
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await scheduleCount(t)).toBe(before + 1);
  });

  it("lists a saved report's schedule under the report's name", async () => {
    const report = await saveReport(t, DEMO.admin, { name: 'Starts for the board' });
    const created = await createAs(t, DEMO.admin, weeklyRequest([await userIdOf(t.database.db, DEMO.admin)], { reportId: report.id, sendNow: false }));
    expect(created.json().reportName).toBe('Starts for the board');
    const listed = (await callAs(t, DEMO.admin, getReportSchedules)).json().schedules as { id: string; reportName: string }[];
    expect(listed.find((s) => s.id === created.json().id)?.reportName).toBe('Starts for the board');
  });

  it("cancels a saved report's schedules, its owner's and colleagues', when the report is deleted", async () => {
    const report = await saveReport(t, DEMO.admin, { shared: true });
    const mine = await createAs(t, DEMO.admin, weeklyRequest([await userIdOf(t.database.db, DEMO.admin)], { reportId: report.id, sendNow: false }));
    const colleagues = await createAs(t, DEMO.general, weeklyRequest([await userIdOf(t.database.db, DEMO.general)], { reportId: report.id, sendNow: false }));
    expect((await callAs(t, DEMO.admin, deleteCustomReport, undefined, { params: { id: report.id }, query: { version: String(report.version) } })).statusCode).toBe(204);
    const rows = await rowsOf<{ cancelled: boolean }>(t, sql`select cancelled_at is not null as cancelled from report_schedules where report_id = ${report.id}`);
    expect(rows).toEqual([{ cancelled: true }, { cancelled: true }]);
    expect((await auditRowsOf(t.database.db, colleagues.json().id as string)).map((row) => row.action)).toEqual(['create', 'cancel']);
    expect((await callAs(t, DEMO.admin, getReportSchedules)).json().schedules.map((s: { id: string }) => s.id)).not.toContain(mine.json().id);
  });

  it(`keeps a user to ${REPORT_SCHEDULES_PER_USER_MAX} schedules though creates come in parallel`, async () => {
    const owner = await userIdOf(t.database.db, DEMO.localAdmin);
    const running = async () =>
      (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from report_schedules where owner_id = ${owner} and cancelled_at is null`))[0]!.n;
    const missing = REPORT_SCHEDULES_PER_USER_MAX - 3 - (await running());
    await t.database.db.execute(sql`insert into report_schedules (network_id, owner_id, report_id, filters, frequency, weekday, hour, format, recipient_ids, next_run_at)
      select ${northwind.id}, ${owner}, ${HEADCOUNT}, '{}'::jsonb, 'weekly', 1, 7, 'xlsx', array[${owner}]::uuid[], now() + interval '1 day' from generate_series(1, ${missing})`);
    const answers = await Promise.all(Array.from({ length: 8 }, () => createAs(t, DEMO.localAdmin, weeklyRequest([owner], { sendNow: false }))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await running()).toBe(REPORT_SCHEDULES_PER_USER_MAX);
  });
});
