import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { getCwoDocuments, getDocumentDataById, getDocumentsForAssigned, type DocumentAsset } from '@portal/domain/api/documents';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { demoNetworkIds } from '../../test-support/demo-records';
import { documentsIn, type DemoDocument } from './documents.test-kit';

let t: TestApp;
let compliance: DemoDocument[];
let cwos: DemoDocument[];
let lakesideCompliance: DemoDocument[];

beforeAll(async () => {
  t = await createTestApp();
  const { northwind, lakeside } = await demoNetworkIds(t.database.db);
  compliance = await documentsIn(t.database.db, northwind, 'compliance');
  cwos = await documentsIn(t.database.db, northwind, 'cwo');
  lakesideCompliance = await documentsIn(t.database.db, lakeside, 'compliance');
});
afterAll(() => t.close());

const get = (email: string | null, url: string) => t.call(email, { method: 'GET', url });
const listUrl = (dealId: string, travelerId: string, getSecondaryAssets?: boolean) =>
  callUrl(getDocumentsForAssigned, { dealId, travelerId }, { getSecondaryAssets });

/** A deal whose compliance file has at least one group (a parent with children). */
const dealWithGroups = () => compliance.find((d) => d.document.parentId !== null)!.deal;

describe('GetDocumentsForAssigned', () => {
  it('answers 401 without a token, 403 without DownloadProtocolDocument (Finance), 400 to malformed ids', async () => {
    const deal = dealWithGroups();
    expect((await get(null, listUrl(deal.id, deal.clinicianId))).statusCode).toBe(401);
    expect((await get(DEMO.finance, listUrl(deal.id, deal.clinicianId))).statusCode).toBe(403);
    const malformed = await get(DEMO.admin, listUrl('x', deal.clinicianId));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('dealId must be a deal id');
  });

  it("answers 404 for another network's deal or a clinician who is not the deal's", async () => {
    const deal = dealWithGroups();
    expect((await get(DEMO.lakeside, listUrl(deal.id, deal.clinicianId))).statusCode).toBe(404);
    const lakesideDeal = lakesideCompliance[0]!.deal;
    expect((await get(DEMO.admin, listUrl(lakesideDeal.id, lakesideDeal.clinicianId))).statusCode).toBe(404);
    const otherClinician = compliance.find((d) => d.deal.clinicianId !== deal.clinicianId)!.deal.clinicianId;
    const wrongPair = await get(DEMO.admin, listUrl(deal.id, otherClinician));
    expect(wrongPair.statusCode).toBe(404);
    expect(wrongPair.json().message).toBe('Assignment not found.');
  });

  it('groups children under their parents, sorts categories and counts the listed documents', async () => {
    const deal = dealWithGroups();
    const res = await get(DEMO.hr, listUrl(deal.id, deal.clinicianId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = compliance.filter((d) => d.deal.id === deal.id);
    const parents = rows.filter((d) => d.document.parentId === null);

    expect(body.assetList.map((a: DocumentAsset) => a.blobId).sort()).toEqual(parents.map((d) => d.document.id).sort());
    expect(body.totalCount).toBe(parents.length);
    expect(body.completedCount).toBe(parents.filter((d) => d.document.status === 'Completed').length);
    const categories = [...new Set(body.assetList.map((a: DocumentAsset) => a.categoryName))];
    expect(body.categoryList).toEqual([...categories].sort((a, b) => String(a).localeCompare(String(b))));

    for (const asset of body.assetList as DocumentAsset[]) {
      const children = rows.filter((d) => d.document.parentId === asset.blobId);
      expect(asset.isParentAsset).toBe(children.length > 0);
      const secondary = asset.assetGroups.flatMap((g) => g.secondaryAssets.map((s) => s.blobId));
      expect(secondary.sort()).toEqual(children.map((d) => d.document.id).sort());
      expect(asset.isChecked).toBe(false);
    }
    const grouped = (body.assetList as DocumentAsset[]).find((a) => a.isParentAsset)!;
    expect(grouped.assetGroups).toEqual([expect.objectContaining({ name: grouped.displayName })]);
  });

  it('leaves the groups out when secondary assets are not asked for', async () => {
    const deal = dealWithGroups();
    const body = (await get(DEMO.admin, listUrl(deal.id, deal.clinicianId, false))).json();
    expect(body.assetList.some((a: DocumentAsset) => a.isParentAsset)).toBe(true);
    expect(body.assetList.every((a: DocumentAsset) => a.assetGroups.length === 0)).toBe(true);
  });
});

describe('GetCWODocuments', () => {
  it("lists the assignment's client work orders, even for Finance", async () => {
    const cwo = cwos[0]!;
    const res = await get(DEMO.finance, callUrl(getCwoDocuments, {}, { dealId: cwo.deal.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { blobId: cwo.document.id, displayName: cwo.document.displayName, createdDate: cwo.file.createdAt.toISOString() },
    ]);
  });

  it("answers 401 without a token and 404 for another network's deal", async () => {
    const cwo = cwos[0]!;
    expect((await get(null, callUrl(getCwoDocuments, {}, { dealId: cwo.deal.id }))).statusCode).toBe(401);
    expect((await get(DEMO.lakeside, callUrl(getCwoDocuments, {}, { dealId: cwo.deal.id }))).statusCode).toBe(404);
  });
});

describe('GetDocumentDataById', () => {
  const download = (email: string | null, blobId: string) => get(email, callUrl(getDocumentDataById, {}, { blobId }));

  it('answers a compliance document as base64 with its name, type and status', async () => {
    const doc = compliance.find((d) => d.document.status === 'Completed')!;
    const res = await download(DEMO.hr, doc.document.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ fileName: doc.file.fileName, contentType: 'application/pdf', documentStatus: 'Completed' });
    const bytes = Buffer.from(body.file, 'base64');
    expect(bytes.equals(Buffer.from(doc.file.content))).toBe(true);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets Finance download a client work order but not a compliance document (403)', async () => {
    const cwo = await download(DEMO.finance, cwos[0]!.document.id);
    expect(cwo.statusCode).toBe(200);
    expect(Buffer.from(cwo.json().file, 'base64').equals(Buffer.from(cwos[0]!.file.content))).toBe(true);
    expect((await download(DEMO.finance, compliance[0]!.document.id)).statusCode).toBe(403);
  });

  it("answers 401 without a token, 404 for another network's or an unknown document, 400 to a malformed id", async () => {
    expect((await download(null, compliance[0]!.document.id)).statusCode).toBe(401);
    const foreign = await download(DEMO.lakeside, compliance[0]!.document.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Document not found.');
    expect((await download(DEMO.admin, lakesideCompliance[0]!.document.id)).statusCode).toBe(404);
    expect((await download(DEMO.admin, '00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404);
    const malformed = await download(DEMO.admin, 'blob');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('blobId must be a document id');
  });
});
