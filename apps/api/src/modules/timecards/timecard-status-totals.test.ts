import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { approveTimecard, getTimecards, rejectTimecard, type TimecardListResponse } from '@portal/domain/api/timecards';
import { rowsOf } from '../../test-support/demo-records';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { DEMO } from '../../test-support/test-app';

const { t, ids } = useDemoTestApp();

interface Group {
  hospitalId: string;
  unitId: string;
  status: string;
  exceptions: number;
  weeks: number;
}

/** The weeks counted one by one, and the totals migration 0036's triggers keep, each group that holds any week. */
const counted = () =>
  rowsOf<Group>(
    t,
    sql`select hospital_id as "hospitalId", unit_id as "unitId", status, least(exceptions, 1)::int as exceptions, count(*)::int as weeks
        from timecards where network_id = ${ids.northwind} group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
const kept = () =>
  rowsOf<Group>(
    t,
    sql`select hospital_id as "hospitalId", unit_id as "unitId", status, exceptions::int as exceptions, weeks
        from timecard_status_totals where network_id = ${ids.northwind} and weeks <> 0 order by 1, 2, 3, 4`,
  );

const waiting = async (skip: number) =>
  (await rowsOf<{ id: string; version: number }>(t, sql`select id, version from timecards where network_id = ${ids.northwind} and status = 'Submitted' order by id offset ${skip} limit 1`))[0]!;

describe('the weeks counted for the Timecards list', () => {
  it('follow every week written: seeded, approved, rejected and deleted, and the list counts from them', async () => {
    expect(await kept()).toEqual(await counted());

    const [first, second] = [await waiting(0), await waiting(1)];
    const approve = await t.call(DEMO.admin, { method: 'POST', url: callUrl(approveTimecard, { timecardId: first.id }), payload: { version: first.version } });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await t.call(DEMO.admin, {
      method: 'POST',
      url: callUrl(rejectTimecard, { timecardId: second.id }),
      payload: { version: second.version, reason: 'Friday is missing' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await kept()).toEqual(await counted());

    const listed = async (statuses: string[]) =>
      (await t.call(DEMO.admin, { method: 'POST', url: callPath(getTimecards), payload: { options: { statuses } } })).json<TimecardListResponse>().count;
    const [{ n: approvedWeeks } = { n: -1 }] = await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from timecards where network_id = ${ids.northwind} and status = 'Approved'`);
    expect(await listed(['Approved'])).toBe(approvedWeeks);

    await t.database.db.execute(sql`delete from timecards where id = ${first.id}`);
    expect(await kept()).toEqual(await counted());
    expect(await listed(['Approved'])).toBe(approvedWeeks - 1);
  });
});
