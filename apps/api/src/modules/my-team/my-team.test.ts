import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { exportMyTeam, getMyTeam, type MyTeamResponse } from '@portal/domain/api/my-team';
import { rowsOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { DEMO } from '../../test-support/test-app';

const { t, ids } = useDemoTestApp();

const list = (email: string | null, payload: object = {}) => t.call(email, { method: 'POST', url: callPath(getMyTeam), payload });
const team = async (email: string, payload: object = {}): Promise<MyTeamResponse> => {
  const res = await list(email, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The network's evaluations answering Preferred as the demo seeds them, with their clinician and assignment. */
const preferred = (networkId: string) =>
  rowsOf<{ clinicianId: string; dealId: string; firstName: string; hospitalId: string; unit: string; endDate: string; score: number }>(
    t,
    sql`select e.clinician_id as "clinicianId", e.deal_id as "dealId", c.first_name as "firstName", e.hospital_id as "hospitalId",
          u.name as unit, to_char(d.end_date, 'YYYY-MM-DD') as "endDate", e.clinical_skills + e.reliability + e.teamwork as score
        from clinician_evaluations e join clinicians c on c.id = e.clinician_id join deals d on d.id = e.deal_id join units u on u.id = e.unit_id
        where e.network_id = ${networkId} and e.rehire = 'Preferred'`,
  );

describe('GetMyTeam', () => {
  it('lists the preferred clinicians with their last evaluated assignment, its unit, dates and rating', async () => {
    const seeded = await preferred(ids.northwind);
    expect(seeded.length).toBeGreaterThan(0);
    const answer = await team(DEMO.admin);
    expect(answer.count).toBe(seeded.length);
    const row = answer.data.find((item) => item.clinicianId === seeded[0]!.clinicianId);
    expect(row).toMatchObject({ dealId: seeded[0]!.dealId, unit: seeded[0]!.unit, endDate: seeded[0]!.endDate });
    expect(row!.rating).toBe(Math.round((seeded[0]!.score / 3) * 10) / 10);
    // The Eligible and Do not return answers of the demo are not on it.
    const others = await rowsOf<{ clinicianId: string }>(t, sql`select clinician_id as "clinicianId" from clinician_evaluations where network_id = ${ids.northwind} and rehire <> 'Preferred'`);
    expect(answer.data.some((item) => others.some((o) => o.clinicianId === item.clinicianId))).toBe(false);
  });

  it('searches by the start of the first or last name', async () => {
    const [first] = await preferred(ids.northwind);
    const found = await team(DEMO.admin, { options: { searchName: first!.firstName.slice(0, 3) } });
    expect(found.data.map((item) => item.clinicianId)).toContain(first!.clinicianId);
    expect((await team(DEMO.admin, { options: { searchName: 'zzqx' } })).count).toBe(0);
  });

  it('drops a clinician whose do-not-return is confirmed, and shows another network nothing of this one', async () => {
    const [first] = await preferred(ids.northwind);
    expect((await team(DEMO.lakeside)).data.some((item) => item.clinicianId === first!.clinicianId)).toBe(false);
    await t.database.db.execute(sql`update clinician_evaluations set do_not_return_status = 'Confirmed' where network_id = ${ids.northwind} and rehire = 'Do not return'`);
    const confirmed = await rowsOf<{ clinicianId: string }>(t, sql`select clinician_id as "clinicianId" from clinician_evaluations where do_not_return_status = 'Confirmed' and network_id = ${ids.northwind}`);
    await t.database.db.execute(sql`update clinician_evaluations set rehire = 'Preferred' where network_id = ${ids.northwind} and do_not_return_status = 'Confirmed'`);
    const answer = await team(DEMO.admin);
    expect(answer.data.some((item) => confirmed.some((c) => c.clinicianId === item.clinicianId))).toBe(false);
  });

  it('answers 401 without a token and 400 for a bad search or sort, with its message', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const long = await list(DEMO.admin, { options: { searchName: 'x'.repeat(31) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('30');
    const sort = await list(DEMO.admin, { sortBy: 'salary' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain('sortBy');
  });
});

describe('ExportMyTeam', () => {
  it('streams the list as CSV with the columns the page shows', async () => {
    const [first] = await preferred(ids.northwind);
    const res = await t.call(DEMO.admin, { method: 'POST', url: `${callPath(exportMyTeam)}?format=csv`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('First Name,Last Name,Title,Hospital,Last Unit,Start Date,End Date,Rating');
    expect(lines.some((line) => line.startsWith(first!.firstName))).toBe(true);
  });

  it('answers XLSX on asking and 400 for an unknown format', async () => {
    const xlsx = await t.call(DEMO.admin, { method: 'POST', url: `${callPath(exportMyTeam)}?format=xlsx`, payload: {} });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await t.call(DEMO.admin, { method: 'POST', url: `${callPath(exportMyTeam)}?format=pdf`, payload: {} })).statusCode).toBe(400);
  });
});
