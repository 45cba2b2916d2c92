import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getUnitCoverage, setUnitCoverage, type CoveredUnit } from '@portal/domain/api/notifications';
import { NO_ACCESS_TO_ACTION } from '@portal/domain/messages';
import { callAs } from '../../test-support/call-as';
import { useDemoTestApp } from '../../test-support/demo-test-app';
import { rowsOf, userIdOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';

const { t } = useDemoTestApp();

const coverageOf = async (email: string, userId?: string) => {
  const res = await callAs(t, email, getUnitCoverage, undefined, { query: { userId } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { units: CoveredUnit[] }).units;
};

const written = async () =>
  (await rowsOf<{ coverage: number; audits: number }>(
    t,
    sql`select (select count(*)::int from unit_coverage) as coverage, (select count(*)::int from audit_log where entity = 'unit-coverage') as audits`,
  ))[0]!;

describe('unit coverage', () => {
  it("lists the units of a user's hospitals and follows or unfollows one for themselves, audited", async () => {
    const units = await coverageOf(DEMO.general);
    expect(units.length).toBeGreaterThan(1);
    const hospitals = await rowsOf<{ id: string }>(
      t,
      sql`select uh.hospital_id as id from user_hospitals uh join users u on u.id = uh.user_id where u.email = ${DEMO.general}`,
    );
    expect(units.every((unit) => hospitals.some((h) => h.id === unit.hospitalId))).toBe(true);
    const [first] = units;
    const res = await callAs(t, DEMO.general, setUnitCoverage, { changes: [{ unitId: first!.unitId, covers: !first!.covers }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await coverageOf(DEMO.general)).find((unit) => unit.unitId === first!.unitId)!.covers).toBe(!first!.covers);
    const [audit] = await rowsOf<{ actor: string }>(
      t,
      sql`select actor_id as actor from audit_log where entity = 'unit-coverage' and entity_id = ${await userIdOf(t.database.db, DEMO.general)}`,
    );
    expect(audit!.actor).toBe(await userIdOf(t.database.db, DEMO.general));
  });

  it("lets a Local Admin set a user's coverage of the units of their hospitals, and a Client Admin's claim of an uncovered unit goes", async () => {
    const general = await userIdOf(t.database.db, DEMO.general);
    const units = await coverageOf(DEMO.localAdmin, general);
    const [unit] = units;
    await rowsOf(t, sql`insert into uncovered_unit_alerts (unit_id, network_id) select id, network_id from units where id = ${unit!.unitId} on conflict do nothing returning 1`);
    const res = await callAs(t, DEMO.localAdmin, setUnitCoverage, { userId: general, changes: [{ unitId: unit!.unitId, covers: true }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await coverageOf(DEMO.general)).find((u) => u.unitId === unit!.unitId)!.covers).toBe(true);
    expect(await rowsOf(t, sql`select 1 from uncovered_unit_alerts where unit_id = ${unit!.unitId}`)).toEqual([]);
  });

  it("refuses another user's coverage to a user who is no admin, another network's user, and a unit the user may not follow, writing nothing", async () => {
    const before = await written();
    const general = await userIdOf(t.database.db, DEMO.general);
    const [unit] = await coverageOf(DEMO.general);

    const notAdmin = await callAs(t, DEMO.hr, setUnitCoverage, { userId: general, changes: [{ unitId: unit!.unitId, covers: true }] });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(NO_ACCESS_TO_ACTION);
    expect((await callAs(t, DEMO.hr, getUnitCoverage, undefined, { query: { userId: general } })).statusCode).toBe(403);

    const lakesideUser = await userIdOf(t.database.db, DEMO.lakeside);
    const otherNetwork = await callAs(t, DEMO.admin, setUnitCoverage, { userId: lakesideUser, changes: [] });
    expect(otherNetwork.statusCode).toBe(404);
    expect(otherNetwork.json().message).toBe('User not found.');

    const [lakesideUnit] = await rowsOf<{ id: string }>(t, sql`select un.id from units un join networks n on n.id = un.network_id where n.name = 'Lakeside Medical Center' limit 1`);
    const foreignUnit = await callAs(t, DEMO.general, setUnitCoverage, { changes: [{ unitId: unit!.unitId, covers: true }, { unitId: lakesideUnit!.id, covers: true }] });
    expect(foreignUnit.statusCode).toBe(404);
    expect(foreignUnit.json().message).toBe('Unit not found.');

    const twice = await callAs(t, DEMO.general, setUnitCoverage, { changes: [{ unitId: unit!.unitId, covers: true }, { unitId: unit!.unitId, covers: false }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Each unit may be named once');

    expect(await written()).toEqual(before);
  });
});
