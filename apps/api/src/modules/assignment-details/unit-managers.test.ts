import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getUnitManagers, setUnitManager } from '@portal/domain/api/assignment-details';
import { hospitals, unitManagers } from '../../db/schema/tenancy';
import { auditCount, auditRowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { assignmentsIn, dealRow } from './assignments.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const list = (email: string | null, dealId: string) => t.call(email, { method: 'GET', url: callUrl(getUnitManagers, {}, { dealId }) });
const save = (email: string | null, payload: object) => t.call(email, { method: 'POST', url: callPath(setUnitManager), payload });

const managersOf = (hospitalId: string) =>
  t.database.db.select().from(unitManagers).where(eq(unitManagers.hospitalId, hospitalId));

describe('GET deals/unitmanager', () => {
  it("lists the names of the assignment's hospital's managers, sorted", async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const res = await list(DEMO.finance, deal!.id);
    expect(res.statusCode).toBe(200);
    const expected = (await managersOf(deal!.hospitalId)).map((m) => m.name).sort((a, b) => a.localeCompare(b));
    expect(res.json().data.map((m: { name: string }) => m.name)).toEqual(expected);
  });

  it("answers 401 without a token, 400 to a malformed id and 404 for another network's deal", async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    expect((await list(null, deal!.id)).statusCode).toBe(401);
    const malformed = await list(DEMO.admin, 'nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('dealId must be a deal id');
    expect((await list(DEMO.lakeside, deal!.id)).statusCode).toBe(404);
  });
});

describe('POST deals/unitmanager', () => {
  it('answers 401 without a token and 403 without EditUnitManager (Human Resources), writing nothing', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const audits = await auditCount(t.database.db);
    const payload = { externalDealId: deal!.id, facilityId: deal!.hospitalId, name: 'Pat Doe' };
    expect((await save(null, payload)).statusCode).toBe(401);
    expect((await save(DEMO.hr, payload)).statusCode).toBe(403);
    expect(await auditCount(t.database.db)).toBe(audits);
    expect(await managersOf(deal!.hospitalId)).not.toContainEqual(expect.objectContaining({ name: 'Pat Doe' }));
  });

  it("answers 404 for another network's deal and 400 for a blank name or a hospital that is not the deal's, writing nothing", async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const [otherHospital] = await t.database.db
      .select()
      .from(hospitals)
      .where(and(eq(hospitals.networkId, ids.northwind), sql`${hospitals.id} <> ${deal!.hospitalId}`));
    const before = await dealRow(t.database.db, deal!.id);
    const audits = await auditCount(t.database.db);
    const managers = await managersOf(otherHospital!.id);

    expect((await save(DEMO.lakeside, { externalDealId: deal!.id, facilityId: deal!.hospitalId, name: 'Pat Doe' })).statusCode).toBe(404);
    const blank = await save(DEMO.admin, { externalDealId: deal!.id, facilityId: deal!.hospitalId, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('This field is required');
    const wrong = await save(DEMO.admin, { externalDealId: deal!.id, facilityId: otherHospital!.id, name: 'Pat Doe' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('facilityId must be the hospital of this assignment.');

    expect(await dealRow(t.database.db, deal!.id)).toEqual(before);
    expect(await auditCount(t.database.db)).toBe(audits);
    expect(await managersOf(otherHospital!.id)).toEqual(managers);
  });

  it("adds a new name to the hospital's managers and sets it on the deal, with audit rows", async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'Assigned');
    const res = await save(DEMO.general, { externalDealId: deal!.id, facilityId: deal!.hospitalId, name: '  Jordan Vale ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Jordan Vale' });
    const added = (await managersOf(deal!.hospitalId)).find((m) => m.name === 'Jordan Vale');
    expect(added).toMatchObject({ networkId: ids.northwind });
    expect(await dealRow(t.database.db, deal!.id)).toMatchObject({ unitManagerId: added!.id, version: deal!.version + 1 });
    expect(await auditRowsOf(t.database.db, added!.id)).toMatchObject([{ entity: 'unit_manager', action: 'create' }]);
    expect((await auditRowsOf(t.database.db, deal!.id)).at(-1)).toMatchObject({
      entity: 'deal',
      action: 'unit-manager-update',
      before: { unitManagerId: deal!.unitManagerId },
      after: { unitManagerId: added!.id, unitManager: 'Jordan Vale' },
    });
    const names = (await list(DEMO.general, deal!.id)).json().data.map((m: { name: string }) => m.name);
    expect(names).toContain('Jordan Vale');
  });

  it('reuses an existing manager whatever the case of the name', async () => {
    const [, deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const [existing] = await managersOf(deal!.hospitalId);
    const count = (await managersOf(deal!.hospitalId)).length;
    const res = await save(DEMO.admin, { externalDealId: deal!.id, facilityId: deal!.hospitalId, name: existing!.name.toUpperCase() });
    expect(res.json()).toEqual({ name: existing!.name });
    expect(await managersOf(deal!.hospitalId)).toHaveLength(count);
    expect((await dealRow(t.database.db, deal!.id)).unitManagerId).toBe(existing!.id);
  });

  it('adds a name once when two people add it at the same moment', async () => {
    const [, , deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const name = 'Morgan Race-Test';
    const results = await Promise.all([
      save(DEMO.admin, { externalDealId: deal!.id, facilityId: deal!.hospitalId, name }),
      save(DEMO.admin, { externalDealId: deal!.id, facilityId: deal!.hospitalId, name: name.toLowerCase() }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const named = (await managersOf(deal!.hospitalId)).filter((m) => m.name.toLowerCase() === name.toLowerCase());
    expect(named).toHaveLength(1);
  });

  it('refuses a second manager of the same name at one hospital in the database itself', async () => {
    const [existing] = await t.database.db.select().from(unitManagers).limit(1);
    await expect(
      t.database.db.insert(unitManagers).values({ networkId: existing!.networkId, hospitalId: existing!.hospitalId, name: existing!.name.toUpperCase() }),
    ).rejects.toThrow();
  });
});
