import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { addAssignedTravelerNotes, updateDealMetadata } from '@portal/domain/api/assignment-details';
import { auditCount, auditRowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { assignmentsIn, dealRow, firstCandidateDeal } from './assignments.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const post = (email: string | null, call: typeof addAssignedTravelerNotes | typeof updateDealMetadata, payload: object) =>
  t.call(email, { method: 'POST', url: callPath(call), payload });

/** Asserts that a refused edit left the deal and the audit log as they were. */
const expectUnchanged = async (dealId: string, before: Awaited<ReturnType<typeof dealRow>>, audits: number) => {
  expect(await dealRow(t.database.db, dealId)).toEqual(before);
  expect(await auditCount(t.database.db)).toBe(audits);
};

describe('AddAssignedTravelerNotes', () => {
  it('answers 401 without a token, 403 without EditAssignmentNotes (Human Resources), writing nothing', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const before = await dealRow(t.database.db, deal!.id);
    const audits = await auditCount(t.database.db);
    expect((await post(null, addAssignedTravelerNotes, { dealId: deal!.id, notes: 'x' })).statusCode).toBe(401);
    expect((await post(DEMO.hr, addAssignedTravelerNotes, { dealId: deal!.id, notes: 'x' })).statusCode).toBe(403);
    await expectUnchanged(deal!.id, before, audits);
  });

  it("answers 404 for another network's or a candidate's deal", async () => {
    const [ofNorthwind] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const candidate = await firstCandidateDeal(t.database.db, ids.northwind);
    const foreign = await post(DEMO.lakeside, addAssignedTravelerNotes, { dealId: ofNorthwind!.id, notes: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Assignment not found.');
    expect((await post(DEMO.admin, addAssignedTravelerNotes, { dealId: candidate.id, notes: 'x' })).statusCode).toBe(404);
    const [ofLakeside] = await assignmentsIn(t.database.db, ids.lakeside, 'On Assignment');
    expect((await post(DEMO.admin, addAssignedTravelerNotes, { dealId: ofLakeside!.id, notes: 'x' })).statusCode).toBe(404);
  });

  it('answers 400 over 2000 characters or to a malformed deal id, writing nothing', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const before = await dealRow(t.database.db, deal!.id);
    const audits = await auditCount(t.database.db);
    const long = await post(DEMO.general, addAssignedTravelerNotes, { dealId: deal!.id, notes: 'n'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Maximum length is 2000 characters');
    const badId = await post(DEMO.general, addAssignedTravelerNotes, { dealId: 'deal-1', notes: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('dealId must be a deal id');
    await expectUnchanged(deal!.id, before, audits);
  });

  it('answers 409 once the assignment is no longer On Assignment or Assigned', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'Completed Assignment');
    const before = await dealRow(t.database.db, deal!.id);
    const audits = await auditCount(t.database.db);
    const res = await post(DEMO.admin, addAssignedTravelerNotes, { dealId: deal!.id, notes: 'Late note' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Notes can be changed only while the assignment is On Assignment or Assigned.');
    await expectUnchanged(deal!.id, before, audits);
  });

  it('saves trimmed notes with an audit row and a new version, and clears them when empty', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'Assigned');
    const res = await post(DEMO.general, addAssignedTravelerNotes, { dealId: deal!.id, notes: '  Floated to ICU twice.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dealId: deal!.id, notes: 'Floated to ICU twice.' });
    const saved = await dealRow(t.database.db, deal!.id);
    expect(saved).toMatchObject({ notes: 'Floated to ICU twice.', version: deal!.version + 1 });
    expect((await auditRowsOf(t.database.db, deal!.id)).at(-1)).toMatchObject({
      action: 'notes-update',
      networkId: ids.northwind,
      before: { notes: deal!.notes },
      after: { notes: 'Floated to ICU twice.' },
    });

    const cleared = await post(DEMO.general, addAssignedTravelerNotes, { dealId: deal!.id, notes: '   ' });
    expect(cleared.json()).toEqual({ dealId: deal!.id, notes: null });
    expect(await dealRow(t.database.db, deal!.id)).toMatchObject({ notes: null, version: deal!.version + 2 });
  });
});

describe('deals/metadata (reference id)', () => {
  it('answers 401 without a token, 403 without the privilege or where the reference-id flag is off', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const [ofLakeside] = await assignmentsIn(t.database.db, ids.lakeside, 'On Assignment');
    expect((await post(null, updateDealMetadata, { dealId: deal!.id, referenceId: 'PO-1' })).statusCode).toBe(401);
    expect((await post(DEMO.finance, updateDealMetadata, { dealId: deal!.id, referenceId: 'PO-1' })).statusCode).toBe(403);
    const flagOff = await post(DEMO.lakeside, updateDealMetadata, { dealId: ofLakeside!.id, referenceId: 'PO-1' });
    expect(flagOff.statusCode).toBe(403);
    expect(flagOff.json().message).toBe('This feature is not enabled for your hospital network.');
  });

  it("answers 404 for another network's deal", async () => {
    const [ofLakeside] = await assignmentsIn(t.database.db, ids.lakeside, 'On Assignment');
    expect((await post(DEMO.admin, updateDealMetadata, { dealId: ofLakeside!.id, referenceId: 'PO-1' })).statusCode).toBe(404);
  });

  it('answers 400 over 36 characters and 409 on an assignment that ended, writing nothing', async () => {
    const [open] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const [ended] = await assignmentsIn(t.database.db, ids.northwind, 'Assignment Cancelled');
    const openBefore = await dealRow(t.database.db, open!.id);
    const endedBefore = await dealRow(t.database.db, ended!.id);
    const audits = await auditCount(t.database.db);
    const long = await post(DEMO.admin, updateDealMetadata, { dealId: open!.id, referenceId: 'r'.repeat(37) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Maximum length is 36 characters');
    const late = await post(DEMO.admin, updateDealMetadata, { dealId: ended!.id, referenceId: 'PO-2' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The reference id can be changed only while the assignment is On Assignment or Assigned.');
    await expectUnchanged(open!.id, openBefore, audits);
    await expectUnchanged(ended!.id, endedBefore, audits);
  });

  it('saves the trimmed reference id with an audit row and a new version; empty clears it', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const res = await post(DEMO.admin, updateDealMetadata, { dealId: deal!.id, referenceId: ' PO-778899 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ referenceId: 'PO-778899' });
    expect(await dealRow(t.database.db, deal!.id)).toMatchObject({ referenceId: 'PO-778899', version: deal!.version + 1 });
    expect((await auditRowsOf(t.database.db, deal!.id)).at(-1)).toMatchObject({
      action: 'reference-id-update',
      before: { referenceId: deal!.referenceId },
      after: { referenceId: 'PO-778899' },
    });
    expect((await post(DEMO.admin, updateDealMetadata, { dealId: deal!.id, referenceId: '' })).json()).toEqual({ referenceId: null });
    expect((await dealRow(t.database.db, deal!.id)).referenceId).toBeNull();
  });
});
