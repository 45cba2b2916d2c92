import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addAssignedTravelerNotes, getAssignmentHistory } from '@portal/domain/api/assignment-details';
import { getDocumentDataById, getDocumentDataByIds, getZipDocumentByIds } from '@portal/domain/api/documents';
import type { HistoryPage } from '@portal/domain/api/history';
import { callAs } from '../../test-support/call-as';
import { auditCount, rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { assignmentOutsideHospitalsOf, assignmentsIn, firstCandidateDeal } from './assignments.test-kit';
import { useDemoTestApp } from '../../test-support/demo-test-app';

const { t, ids } = useDemoTestApp();

const history = (email: string | null, id: string, query: Record<string, string> = {}) =>
  callAs(t, email, getAssignmentHistory, undefined, { params: { id }, query });

const nameOf = async (email: string) => {
  const [user] = await rowsOf<{ name: string }>(t, sql`select first_name || ' ' || last_name as name from users where email = ${email}`);
  return user!.name;
};

interface StoredDocument {
  dealId: string;
  blobId: string;
  displayName: string;
}

/** Northwind assignments' compliance documents that may (or may not) be downloaded, one deal each, in id order. */
const documentsOfAssignments = (downloadable: boolean) =>
  rowsOf<StoredDocument>(
    t,
    sql`select distinct on (d.id) d.id as "dealId", doc.id as "blobId", doc.display_name as "displayName"
        from documents doc join deals d on d.id = doc.deal_id
        where d.network_id = ${ids.northwind} and d.stage = 'assignment' and doc.kind = 'compliance'
          and (doc.status <> 'Pending') = ${downloadable}
          and (doc.secondary_status is distinct from 'OtherPendingOk' or not ${downloadable})
        order by d.id, doc.id`,
  );

describe('Assignments/{id}/History: who may ask', () => {
  it('answers 401 without a token and 403 to a user type without ViewAssignedDetails', async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    expect((await history(null, deal!.id)).statusCode).toBe(401);
    expect((await history(DEMO.finance, deal!.id)).statusCode).toBe(200);
    // No demo type lacks it: this copy of the database takes it from Finance.
    await t.database.db.execute(sql`
      delete from user_type_privileges where user_type_id = (select id from user_types where name = 'Finance')
        and privilege_id = (select id from privileges where name = 'ViewAssignedDetails')`);
    expect((await history(DEMO.finance, deal!.id)).statusCode).toBe(403);
  });

  it("answers 404 for another network's assignment, a hidden hospital's, and a candidate", async () => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const [ofLakeside] = await assignmentsIn(t.database.db, ids.lakeside, 'On Assignment');
    expect((await history(DEMO.lakeside, deal!.id)).statusCode).toBe(404);
    expect((await history(DEMO.admin, ofLakeside!.id)).statusCode).toBe(404);
    const hidden = await assignmentOutsideHospitalsOf(t.database.db, ids.northwind, DEMO.localAdmin);
    expect((await history(DEMO.localAdmin, hidden.id)).statusCode).toBe(404);
    expect((await history(DEMO.admin, (await firstCandidateDeal(t.database.db, ids.northwind)).id)).statusCode).toBe(404);
  });

  it.each([
    ['not-a-deal', {}, 'id must be a deal id'],
    [null, { limit: '51' }, 'limit must be 1 to 50'],
    [null, { before: '1.5' }, 'before must be a history cursor'],
  ])('answers 400 to %s %j: %s', async (id, query, message) => {
    const [deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    const res = await history(DEMO.admin, id ?? deal!.id, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('Assignments/{id}/History: what it lists', () => {
  it('shows a notes edit with the notes before and after, by who made it', async () => {
    const [, deal] = await assignmentsIn(t.database.db, ids.northwind, 'On Assignment');
    for (const notes of ['Parking on level 2', 'Parking on level 3']) {
      expect((await callAs(t, DEMO.admin, addAssignedTravelerNotes, { dealId: deal!.id, notes })).statusCode).toBe(200);
    }
    const page: HistoryPage = (await history(DEMO.hr, `CPT12345678${deal!.id}`)).json();
    expect(page.items[0]).toMatchObject({
      action: 'Notes edited',
      actor: await nameOf(DEMO.admin),
      changes: [{ field: 'Notes', from: 'Parking on level 2', to: 'Parking on level 3' }],
    });
    expect(page.items[1]!.changes).toEqual([{ field: 'Notes', from: deal!.notes, to: 'Parking on level 2' }]);
  });

  it('records every document download in the request and lists it with its files', async () => {
    const [one, several, zipped] = await documentsOfAssignments(true);
    const byId = await callAs(t, DEMO.general, getDocumentDataById, undefined, { query: { blobId: one!.blobId } });
    expect(byId.statusCode, byId.body).toBe(200);
    const asOne = await callAs(t, DEMO.admin, getDocumentDataByIds, { dealId: several!.dealId, docDetails: [{ blobId: several!.blobId }] });
    expect(asOne.statusCode, asOne.body).toBe(200);
    const zip = await callAs(t, DEMO.admin, getZipDocumentByIds, { dealId: zipped!.dealId, docDetails: [{ blobId: zipped!.blobId }] }, { query: { name: 'Files' } });
    expect(zip.statusCode, zip.body).toBe(200);

    for (const [document, email] of [[one!, DEMO.general], [several!, DEMO.admin], [zipped!, DEMO.admin]] as const) {
      const [latest] = ((await history(DEMO.admin, document.dealId)).json() as HistoryPage).items;
      expect(latest).toMatchObject({ action: 'Documents downloaded', actor: await nameOf(email), detail: document.displayName, changes: [] });
    }
  });

  it('records nothing for a refused download (a pending document, another network)', async () => {
    const [pending] = await documentsOfAssignments(false);
    const [downloadable] = await documentsOfAssignments(true);
    const before = await auditCount(t.database.db);
    const refused = await callAs(t, DEMO.admin, getDocumentDataByIds, { dealId: pending!.dealId, docDetails: [{ blobId: pending!.blobId }] });
    expect(refused.statusCode).toBe(400);
    const foreign = await callAs(t, DEMO.lakeside, getDocumentDataById, undefined, { query: { blobId: downloadable!.blobId } });
    expect(foreign.statusCode).toBe(404);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});
