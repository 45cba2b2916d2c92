import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callPath, callUrl } from '@portal/domain/api/call';
import { getAssignedDetails, requestExtension } from '@portal/domain/api/assignment-details';
import { extensionRequests } from '../../db/schema/deals';
import { auditCount, auditRowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { addDays } from './calendar-days';
import { assignmentsIn, dealRow } from './assignments.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

type Deal = Awaited<ReturnType<typeof dealRow>>;

const submit = (email: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'POST', url: callPath(requestExtension), payload, headers });

/** What the drawer sends by default: starting the day after the assignment ends, 13 weeks. */
const drawer = (deal: Deal, change: object = {}) => ({
  dealId: deal.id,
  version: deal.version,
  assignedName: 'Extension for the current clinician',
  startDate: addDays(deal.endDate, 1),
  assignmentDuration: 13,
  reasonRequest: 'Increased Census',
  shiftLength: '12 Hours',
  notes: '  Census stays high.  ',
  ...change,
});

const requestsOf = (dealId: string) => t.database.db.select().from(extensionRequests).where(eq(extensionRequests.dealId, dealId));

/** Asserts a refused request wrote nothing: no request row, same deal version, no audit row. */
const expectNothingWritten = async (deal: Deal, requests: number, audits: number) => {
  expect(await requestsOf(deal.id)).toHaveLength(requests);
  expect((await dealRow(t.database.db, deal.id)).version).toBe(deal.version);
  expect(await auditCount(t.database.db)).toBe(audits);
};

/** On Assignment deals of Northwind with no extension in force, one per test so they do not interfere. */
const freshDeal = async (index: number) => (await assignmentsIn(t.database.db, ids.northwind, 'On Assignment', 'without'))[index]!;

describe('RequestExtension: who may ask', () => {
  it('answers 401 without a token and 403 without ViewCreateExtension (Human Resources), writing nothing', async () => {
    const deal = await freshDeal(0);
    const audits = await auditCount(t.database.db);
    expect((await submit(null, drawer(deal))).statusCode).toBe(401);
    expect((await submit(DEMO.hr, drawer(deal))).statusCode).toBe(403);
    await expectNothingWritten(deal, 0, audits);
  });

  it("answers 404 for another network's deal", async () => {
    const deal = await freshDeal(0);
    const [ofLakeside] = await assignmentsIn(t.database.db, ids.lakeside, 'On Assignment', 'without');
    const res = await submit(DEMO.lakeside, drawer(deal));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Assignment not found.');
    expect((await submit(DEMO.admin, drawer(ofLakeside!))).statusCode).toBe(404);
  });
});

describe('RequestExtension: what it refuses', () => {
  it('answers 400 to a missing field, an unknown reason or shift length, or a start before the assignment, writing nothing', async () => {
    const deal = await freshDeal(1);
    const audits = await auditCount(t.database.db);
    const cases: [object, string][] = [
      [{ reasonRequest: '' }, 'This field is required'],
      [{ assignedName: ' ' }, 'This field is required'],
      [{ assignmentDuration: 27 }, 'assignmentDuration'],
      [{ startDate: '2025-13-40' }, 'Dates must be written yyyy-mm-dd'],
      [{ reasonRequest: 'Because' }, 'reasonRequest must be one of: Backfill Position, Increased Census'],
      [{ shiftLength: '13 Hours' }, 'shiftLength must be one of: 8 Hours, 10 Hours, 12 Hours.'],
      [{ startDate: addDays(deal.startDate, -1) }, "The extension cannot start before the assignment's start date"],
    ];
    for (const [change, message] of cases) {
      const res = await submit(DEMO.admin, drawer(deal, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    await expectNothingWritten(deal, 0, audits);
  });

  it('answers 409 to a stale version, an assignment not On Assignment, or one with an extension in force', async () => {
    const deal = await freshDeal(2);
    const [assigned] = await assignmentsIn(t.database.db, ids.northwind, 'Assigned');
    const [requested] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment', 'with');
    const audits = await auditCount(t.database.db);

    const stale = await submit(DEMO.admin, drawer(deal, { version: deal.version + 5 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This assignment was changed by someone else. Refresh and try again.');
    const notRunning = await submit(DEMO.admin, drawer(assigned!));
    expect(notRunning.statusCode).toBe(409);
    expect(notRunning.json().message).toBe('An extension can be requested only while the assignment is On Assignment; it is Assigned.');
    const twice = await submit(DEMO.admin, drawer(requested!));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('An extension has already been requested.');

    await expectNothingWritten(deal, 0, audits);
    await expectNothingWritten(assigned!, 0, audits);
    await expectNothingWritten(requested!, 1, audits);
  });
});

describe('RequestExtension: what it records', () => {
  it('records the request, moves the version on, audits it and answers the refreshed assignment (201)', async () => {
    const deal = await freshDeal(3);
    const startDate = addDays(deal.endDate, 1);
    const res = await submit(DEMO.general, drawer(deal, { assignmentDuration: 8 }));
    expect(res.statusCode).toBe(201);
    const endDate = addDays(startDate, 8 * 7 - 1);
    expect(res.json()).toMatchObject({
      dealId: deal.id,
      version: deal.version + 1,
      isExtensionRequested: true,
      extensionStatus: 'Requested',
      extensionRequestedStartDate: startDate,
      extensionRequestedEndDate: endDate,
      extensionLengthofAssignment: 8,
    });

    const [request] = await requestsOf(deal.id);
    expect(request).toMatchObject({
      networkId: ids.northwind,
      startDate,
      endDate,
      durationWeeks: 8,
      reasonRequest: 'Increased Census',
      shiftLength: '12 Hours',
      notes: 'Census stays high.',
      status: 'Requested',
      isActive: true,
    });
    expect((await dealRow(t.database.db, deal.id)).version).toBe(deal.version + 1);
    expect(await auditRowsOf(t.database.db, request!.id)).toMatchObject([
      {
        entity: 'extension_request',
        action: 'create',
        networkId: ids.northwind,
        before: { dealVersion: deal.version },
        after: { dealVersion: deal.version + 1 },
      },
    ]);

    const details = await t.call(DEMO.general, { method: 'GET', url: callUrl(getAssignedDetails, { id: deal.id }) });
    expect(details.json().currentAssignment).toEqual(res.json());
  });

  it('creates one request from a double submit: replayed with the same Idempotency-Key, refused without', async () => {
    const deal = await freshDeal(4);
    const headers = { 'idempotency-key': 'drawer-submit-7f3a' };
    const first = await submit(DEMO.admin, drawer(deal), headers);
    const again = await submit(DEMO.admin, drawer(deal), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const unkeyed = await submit(DEMO.admin, drawer(deal));
    expect(unkeyed.statusCode).toBe(409);
    expect(await requestsOf(deal.id)).toHaveLength(1);

    const other = await freshDeal(5);
    const reused = await submit(DEMO.admin, drawer(other), headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for another assignment.');
    const malformed = await submit(DEMO.admin, drawer(other), { 'idempotency-key': 'has spaces' });
    expect(malformed.statusCode).toBe(400);
    expect(await requestsOf(other.id)).toHaveLength(0);
  });

  it('lets one of two simultaneous submits through and refuses the other', async () => {
    const deal = await freshDeal(6);
    const answers = await Promise.all([submit(DEMO.admin, drawer(deal)), submit(DEMO.general, drawer(deal))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await requestsOf(deal.id)).toHaveLength(1);
    expect((await dealRow(t.database.db, deal.id)).version).toBe(deal.version + 1);
  });
});
