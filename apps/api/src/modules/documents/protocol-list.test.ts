import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { getDocumentsForAssigned, getListOfProtocolForAssignedTraveler } from '@portal/domain/api/documents';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { demoNetworkIds } from '../../test-support/demo-records';
import { documentsIn, type DemoDocument } from './documents.test-kit';

let t: TestApp;
let compliance: DemoDocument[];
let lakesideCompliance: DemoDocument[];

beforeAll(async () => {
  t = await createTestApp();
  const { northwind, lakeside } = await demoNetworkIds(t.database.db);
  compliance = await documentsIn(t.database.db, northwind, 'compliance');
  lakesideCompliance = await documentsIn(t.database.db, lakeside, 'compliance');
});
afterAll(() => t.close());

const get = (email: string | null, url: string) => t.call(email, { method: 'GET', url });
const protocolUrl = (dealId: string, travelerId: string) => callUrl(getListOfProtocolForAssignedTraveler, {}, { dealId, travelerId });

describe('GetListOfProtocolForAssignedTraveler', () => {
  it("lists the assigned clinician's documents as GetDocumentsForAssigned does", async () => {
    const { deal } = compliance[0]!;
    const res = await get(DEMO.hr, protocolUrl(deal.id, deal.clinicianId));
    expect(res.statusCode, res.body).toBe(200);
    const byPath = await get(DEMO.hr, callUrl(getDocumentsForAssigned, { dealId: deal.id, travelerId: deal.clinicianId }, { getSecondaryAssets: 'true' }));
    expect(res.json()).toEqual(byPath.json());
    expect(res.json().totalCount).toBeGreaterThan(0);
  });

  it("answers 404 for another network's deal or a clinician who is not the deal's, and 400 to a malformed id", async () => {
    const { deal } = compliance[0]!;
    expect((await get(DEMO.lakeside, protocolUrl(deal.id, deal.clinicianId))).statusCode).toBe(404);
    const lakesideDeal = lakesideCompliance[0]!.deal;
    expect((await get(DEMO.admin, protocolUrl(lakesideDeal.id, lakesideDeal.clinicianId))).statusCode).toBe(404);
    const otherClinician = compliance.find((d) => d.deal.clinicianId !== deal.clinicianId)!.deal.clinicianId;
    const wrongPair = await get(DEMO.admin, protocolUrl(deal.id, otherClinician));
    expect(wrongPair.statusCode).toBe(404);
    expect(wrongPair.json().message).toBe('Assignment not found.');
    const malformed = await get(DEMO.admin, protocolUrl('x', deal.clinicianId));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('dealId must be a deal id');
  });
});
