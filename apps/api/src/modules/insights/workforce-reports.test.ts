import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { downloadInsightReport, getInsightReports, previewCustomReport, ReportResult, runInsightReport } from '@portal/domain/api/insights';
import { REPORT_FORBIDDEN } from '@portal/domain/insights/insight-messages';
import { addDays, weekOvertimeMinutes, type TypedLineFacts } from '@portal/domain/timecards/timecard-rules';
import type { StoredShift } from '../../db/schema/timecards';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { exportedRows } from '../../test-support/read-export';
import { DEMO } from '../../test-support/test-app';
import { useInsightTestApp } from './insights.test-kit';

const { t, northwind } = useInsightTestApp();

const HOURS = 'hours-and-overtime';
const EVALUATIONS = 'clinician-evaluations';
const REVIEW = 'review-and-acceptance-by-hospital';
const EVERYTHING = { from: '2020-01-01', to: '2030-12-31' };

const run = (email: string, reportId: string, query: Record<string, string> = {}) => callAs(t, email, runInsightReport, undefined, { params: { reportId }, query });
const result = async (email: string, reportId: string, query: Record<string, string> = {}) => {
  const res = await run(email, reportId, query);
  expect(res.statusCode, res.body).toBe(200);
  return ReportResult.parse(res.json());
};
const columnOf = (report: ReportResult, id: string) => report.columns.findIndex((column) => column.id === id);
const total = (report: ReportResult, id: string) => report.rows.reduce((sum, row) => sum + Number(row[columnOf(report, id)] ?? 0), 0);
const catalogueOf = async (email: string) => (await callAs(t, email, getInsightReports)).json().reports.map((r: { id: string }) => r.id);

const setNorthwindFlag = (key: string, on: boolean) =>
  t.database.db.execute(sql`insert into network_feature_flags (network_id, key, "on") values (${northwind.id}, ${key}, ${on})
    on conflict (network_id, key) do update set "on" = excluded."on"`);

describe('the hours and overtime report', () => {
  it("adds up the approved and adjusted weeks' hours, and the overtime the timecard rules count on their lines", async () => {
    const report = await result(DEMO.general, HOURS, EVERYTHING);
    expect(report.columns.map((c) => c.id)).toEqual(['week', 'unit', 'hoursWorked', 'scheduledHours', 'overtimeHours', 'overtimeShare', 'weeks']);
    const weeks = await rowsOf<{ id: string; workedMinutes: number; scheduledMinutes: number; schedule: StoredShift[]; lines: TypedLineFacts[] }>(
      t,
      sql`select t.id, t.worked_minutes as "workedMinutes", t.scheduled_minutes as "scheduledMinutes", t.schedule,
                 (select json_agg(json_build_object('date', to_char(l.work_date, 'YYYY-MM-DD'), 'startMinute', l.start_minute, 'endMinute', l.end_minute,
                                                    'breakMinutes', l.break_minutes, 'noShow', l.no_show, 'shiftType', l.shift_type))
                  from timecard_lines l where l.timecard_id = t.id) as lines
          from timecards t join user_hospitals uh on uh.hospital_id = t.hospital_id join users u on u.id = uh.user_id
          where u.email = ${DEMO.general} and t.status in ('Approved', 'Adjusted')`,
    );
    expect(weeks.length).toBeGreaterThan(0);
    const overtime = weeks.reduce((sum, week) => sum + weekOvertimeMinutes(week.lines, week.schedule), 0);
    expect(overtime, 'the demo has overtime in its approved weeks').toBeGreaterThan(0);
    expect(total(report, 'weeks')).toBe(weeks.length);
    expect(total(report, 'hoursWorked')).toBeCloseTo(weeks.reduce((sum, week) => sum + week.workedMinutes, 0) / 60, 1);
    expect(total(report, 'scheduledHours')).toBeCloseTo(weeks.reduce((sum, week) => sum + week.scheduledMinutes, 0) / 60, 1);
    expect(total(report, 'overtimeHours')).toBeCloseTo(overtime / 60, 1);
    for (const row of report.rows) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves out submitted and rejected weeks, and weeks outside the window', async () => {
    const [week] = await rowsOf<{ id: string; weekStart: string; unit: string }>(
      t,
      sql`select t.id, t.week_start::text as "weekStart", u.name as unit from timecards t join units u on u.id = t.unit_id
          where t.network_id = ${northwind.id} and t.status = 'Approved' order by t.week_start, t.id limit 1`,
    );
    const { weekStart, unit } = week!;
    const [inUnit] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from timecards t join units u on u.id = t.unit_id
          where t.network_id = ${northwind.id} and t.week_start = ${weekStart}::date and t.status in ('Approved', 'Adjusted') and u.name = ${unit}`,
    );
    expect(total(await result(DEMO.admin, HOURS, { from: weekStart, to: weekStart, unit }), 'weeks')).toBe(inUnit!.n);
    await t.database.db.execute(sql`update timecards set status = 'Submitted' where id = ${week!.id}`);
    try {
      // A day later is the same single week under another cache key.
      const after = await result(DEMO.admin, HOURS, { from: weekStart, to: addDays(weekStart, 1), unit });
      expect(total(after, 'weeks')).toBe(inUnit!.n - 1);
    } finally {
      await t.database.db.execute(sql`update timecards set status = 'Approved' where id = ${week!.id}`);
    }
    expect((await result(DEMO.admin, HOURS, { from: '2020-01-01', to: '2020-12-31' })).rows).toEqual([]);
  });

  it('downloads the rows the viewer shows as CSV and XLSX', async () => {
    const report = await result(DEMO.admin, HOURS);
    const expected = [report.columns.map((c) => c.label), ...report.rows.map((row) => row.map((cell) => String(cell)))];
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await callAs(t, DEMO.admin, downloadInsightReport, { reportId: HOURS, format, filters: {} });
      expect(res.statusCode).toBe(200);
      expect(await exportedRows(res, format, 'HoursandOvertime')).toEqual(expected);
    }
  });

  it('is closed without ViewTimecards, and to everyone while the timecards flag is off', async () => {
    const viewer = await t.call(DEMO.viewer, { method: 'GET', url: callUrl(runInsightReport, { reportId: HOURS }), headers: { 'hospital-network-id': northwind.id } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(REPORT_FORBIDDEN);
    expect(await catalogueOf(DEMO.admin)).toContain(HOURS);

    await setNorthwindFlag('timecards', false);
    try {
      expect(await catalogueOf(DEMO.admin)).not.toContain(HOURS);
      for (const res of [
        await run(DEMO.admin, HOURS),
        await callAs(t, DEMO.admin, downloadInsightReport, { reportId: HOURS, format: 'csv', filters: {} }),
        await callAs(t, DEMO.admin, previewCustomReport, { shape: { dataset: 'timecardWeeks', dimensions: ['week'], measures: ['hoursWorked'], chartType: 'bar' }, filters: {} }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(REPORT_FORBIDDEN);
      }
    } finally {
      await setNorthwindFlag('timecards', true);
    }
  });

  it.each([
    [{ from: '2026-05-01', to: '2026-04-01' }, 'The start date must not be after the end date'],
    [{ to: '2026-02-30' }, 'Dates must be written yyyy-mm-dd'],
    [{ hospitalId: 'x' }, 'hospitalId must be a hospital id'],
  ])('refuses the filters %j with 400', async (query, message) => {
    for (const reportId of [HOURS, EVALUATIONS]) {
      const res = await run(DEMO.admin, reportId, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('the clinician evaluations report', () => {
  it("averages each unit and title's ratings and counts Preferred and Do not return answers", async () => {
    const report = await result(DEMO.admin, EVALUATIONS, EVERYTHING);
    const expected = await rowsOf<{ unit: string; title: string; skills: number; reliability: number; teamwork: number; preferred: number; dnr: number; n: number }>(
      t,
      sql`select u.name as unit, d.title, round(avg(e.clinical_skills), 2)::float8 as skills, round(avg(e.reliability), 2)::float8 as reliability,
                 round(avg(e.teamwork), 2)::float8 as teamwork, round(100.0 * count(*) filter (where e.rehire = 'Preferred') / count(*), 1)::float8 as preferred,
                 count(*) filter (where e.rehire = 'Do not return')::int as dnr, count(*)::int as n
          from clinician_evaluations e join deals d on d.id = e.deal_id join units u on u.id = e.unit_id
          where e.network_id = ${northwind.id} group by u.name, d.title order by u.name, d.title`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(report.rows).toEqual(expected.map((row) => [row.unit, row.title, row.skills, row.reliability, row.teamwork, row.preferred, row.dnr, row.n]));
    expect(total(report, 'doNotReturn')).toBeGreaterThan(0);
  });

  it('is closed to a user type that does not read evaluations', async () => {
    expect((await run(DEMO.general, EVALUATIONS)).statusCode).toBe(200);
    const [grant] = await rowsOf<{ typeId: number; privilegeId: number }>(
      t,
      sql`select utp.user_type_id as "typeId", utp.privilege_id as "privilegeId" from user_type_privileges utp
          join user_types ut on ut.id = utp.user_type_id join privileges p on p.id = utp.privilege_id
          where ut.name = 'General User' and p.name = 'ViewAssignedDetails'`,
    );
    await t.database.db.execute(sql`delete from user_type_privileges where user_type_id = ${grant!.typeId} and privilege_id = ${grant!.privilegeId}`);
    try {
      const res = await run(DEMO.general, EVALUATIONS);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(REPORT_FORBIDDEN);
      expect(await catalogueOf(DEMO.general)).not.toContain(EVALUATIONS);
    } finally {
      await t.database.db.execute(sql`insert into user_type_privileges (user_type_id, privilege_id) values (${grant!.typeId}, ${grant!.privilegeId})`);
    }
  });
});

describe('interview times in the review and acceptance report', () => {
  it('averages the hours from submission to the interview request, by hospital, and counts the interviews', async () => {
    const report = await result(DEMO.admin, REVIEW, EVERYTHING);
    const expected = await rowsOf<{ hospital: string; hours: number; n: number }>(
      t,
      sql`select h.name as hospital, round((avg(extract(epoch from i.created_at - i.review_started_at)) / 3600)::numeric, 1)::float8 as hours, count(*)::int as n
          from interviews i join hospitals h on h.id = i.hospital_id where i.network_id = ${northwind.id} group by h.name`,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const row of expected) {
      const shown = report.rows.find((cells) => cells[0] === row.hospital)!;
      expect(shown[columnOf(report, 'hoursToInterview')]).toBe(row.hours);
      expect(shown[columnOf(report, 'interviews')]).toBe(row.n);
      expect(row.hours).toBeGreaterThan(0);
    }
    expect(total(report, 'decided')).toBeGreaterThan(0);
  });

  it("counts the hours from the last held interview to the candidate's decision", async () => {
    const [interview] = await rowsOf<{ id: string; dealId: string; hospital: string }>(
      t,
      sql`select i.id, i.deal_id as "dealId", h.name as hospital from interviews i join hospitals h on h.id = i.hospital_id
          where i.network_id = ${northwind.id} and i.status = 'Confirmed' limit 1`,
    );
    await t.database.db.execute(sql`update interviews set status = 'Held', confirmed_start = now() - interval '30 hours' where id = ${interview!.id}`);
    await t.database.db.execute(sql`update deals set status = 'Offered', decided_at = now() - interval '4 hours 30 minutes' where id = ${interview!.dealId}`);
    const report = await result(DEMO.admin, REVIEW, { from: '2020-01-02', to: '2030-12-31' });
    const shown = report.rows.find((cells) => cells[0] === interview!.hospital)!;
    expect(shown[columnOf(report, 'interviewToDecisionHours')]).toBe(25.5);
  });
});
